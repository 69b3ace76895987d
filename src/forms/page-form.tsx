import { usePageView } from '../app/site-context';
import { FormView } from './form-view';

/** A form from this page's bundle, told which town (if any) the page is about. */
export default function PageForm({ name, heading, headingLevel }: { name: string; heading?: string; headingLevel?: 'h2' | 'h3' }) {
  const page = usePageView();
  const form = page.forms[name];
  if (!form) return null; // impossible after validation: every form reference is checked
  return <FormView form={form} context={{ location: page.route.town }} heading={heading} headingLevel={headingLevel} />;
}
