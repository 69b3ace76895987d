/**
 * Keeps what a visitor does to an island before its code has arrived. A press on a button (not a
 * link: links work as they are) is played again once the island is live; a form submitted early is
 * held (a plain form would send itself to nowhere) and submitted again. Text typed into fields needs
 * nothing: the fields are uncontrolled, and the form takes over what they hold when it wakes.
 */
export function holdEarlyInput(island: HTMLElement): { replay: () => void } {
  let click: HTMLElement | null = null;
  let submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('button, [role="button"]');
    // A submit button's press arrives as the form's submit event, held below.
    if (!button || (button instanceof HTMLButtonElement && button.type === 'submit')) return;
    click = button;
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    submit = { form: event.target as HTMLFormElement, submitter: event.submitter };
  };
  island.addEventListener('click', onClick, true);
  island.addEventListener('submit', onSubmit, true);
  const stop = () => {
    island.removeEventListener('click', onClick, true);
    island.removeEventListener('submit', onSubmit, true);
  };
  return {
    // Held until the island has rendered: a press while it hydrates could otherwise reach the browser's
    // own form submission (React may stop such an event without preventing its default).
    // Once the island is live, what was held is played again, once.
    replay: () => {
      stop();
      const [heldClick, heldSubmit] = [click, submit];
      click = null;
      submit = null;
      if (heldClick?.isConnected) heldClick.click();
      if (heldSubmit?.form.isConnected) heldSubmit.form.requestSubmit(heldSubmit.submitter?.isConnected ? heldSubmit.submitter : null);
    },
  };
}
