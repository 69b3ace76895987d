import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type CoreForm from '@rjsf/core';
import Form from '@rjsf/mui';
import { sameJson, type Json } from '../content/json-values';
import { PageLoading } from '../components/page-loading';
import type { ContentClient } from './content-client';
import type { DraftStore } from './drafts';
import { InterpretedValidator } from './interpreted-validator';
import { LivePreview } from './preview/live-preview';
import { usePhone } from './preview/use-phone';
import { savedWords, useReview } from './use-review';
import { RefContext } from './ref-context';
import { refFields } from './ref-fields';
import { useRefPickers } from './use-ref-pickers';
import { defaultsBehavior, problemsAsErrorSchema, schemaForKind } from './schema-for-kind';
import { useShapedForm } from './form/use-shaped-form';
import { useFocusField } from './form/use-focus-field';
import { useFreshPlaces } from './form/use-fresh-places';
import { inLeftOut, leaveOutBlank } from './form/leave-out-blank';
import { ApiErrorAlert, ConflictChoices, conflictId, TakenNote } from './studio-messages';
import { placeName, placeOf } from './plain-words/schema-places';
import { plainErrorsFor, validatorProblems, type FieldProblem } from './plain-words/field-problems';
import { ProblemSummary } from './plain-words/problem-summary';
import { FieldErrorOnce } from './plain-words/field-error-once';
import { fill, type StudioWords } from './studio-words';
import { useFileEditor, type NewFile } from './use-file-editor';
import type { TownFile } from '../generated/site-types';
import type { OpenedFile, Problem } from './content-client';
import { useDraftCheck } from './use-draft-check';
import { DiscardButton } from './history/discard-button';
import { FileHistory } from './history/file-history';
import { RestoredNote, type Restored } from './history/restored-note';
import { restoreInWords } from './history/change-words';
import { SiteUpdateNote } from './site-update/site-update-note';


interface Props {
  client: ContentClient;
  drafts: DraftStore;
  path: string;
  label: string;
  words: StudioWords;
  onBack: () => void;
  /** A file that does not exist yet (a new town): saving creates it. */
  newFile?: NewFile;
  /** Starts a new town from a copy of this one (town files only). */
  onDuplicate?: (town: TownFile) => void;
  /** Every content file, for the checks in the browser and the preview. */
  site: OpenedFile[] | 'loading' | 'failed';
  /** Called after a save, so the studio reads the site again. */
  onSaved?: () => void;
  /** The form id of a field to open the file at (found by a search for its label). */
  focusField?: string;
}

/** The problems the form's own check found at its last run, as its transformErrors said them. */
const formProblems = (form: CoreForm | null): FieldProblem[] =>
  (form?.state.errors ?? []).map((error) => ({ pointer: String(error.params?.pointer ?? ''), field: String(error.params?.field ?? ''), message: error.message ?? '' }));

/** One content file as a form generated from the schema, with the summary, submit and every answer of the API. */
export function FileEditor({ client, drafts, path, label, words, onBack, newFile, onDuplicate, site, onSaved, focusField }: Props) {
  const { state, keep, submit, refuse, choose, discard } = useFileEditor(client, path, drafts, newFile, onSaved);
  // Where saves go to review, a save is sent, not live: said so, never "Saved.".
  const review = useReview(client);
  const files = Array.isArray(site) ? site : undefined;
  const pickers = useRefPickers(client, files, words);
  const kind = state.file?.kind;
  // What is checked, previewed and saved: the draft less the optional parts nothing is written in yet.
  const sendable = useMemo(() => (kind ? leaveOutBlank(kind, state.data) : { data: state.data, leftOut: [] }), [kind, state.data]);
  const check = useDraftCheck(files, path, sendable.data, pickers.publicFiles);
  const form = useRef<CoreForm>(null);
  const schema = useMemo(() => (kind ? schemaForKind(kind) : undefined), [kind]);
  const validator = useMemo(() => (schema ? new InterpretedValidator(schema) : undefined), [schema]);
  const plainErrors = useMemo(() => (kind ? plainErrorsFor(kind, words.fieldWords) : undefined), [kind, words.fieldWords]);
  // What stops a save, shown at the top of the form once a save was refused (the focus moves there).
  const [refusal, setRefusal] = useState<FieldProblem[] | null>(null);
  const inWords = (problems: Problem[]) => (kind ? validatorProblems(kind, problems, state.data, words.fieldWords, words.siteWords) : []);
  // Said once per answer of the API (the list takes the focus when it is new), not anew as she types.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const warnings = useMemo(() => inWords(state.warnings), [state.warnings]);
  // The content API refused the change: its problems join the summary.
  useEffect(() => {
    if (state.problems.length && kind) setRefusal(validatorProblems(kind, state.problems, state.data, words.fieldWords, words.siteWords));
    // Only a new answer of the API sets the summary; typing afterwards does not move the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.problems]);
  const fresh = useFreshPlaces(state.file?.data as Json | undefined, state.data);
  const draft = useMemo(() => (kind && sendable.data !== undefined ? { path, kind, data: sendable.data } : undefined), [path, kind, sendable.data]);
  // Errors found as the staff member types sit on their fields; warnings join them when a save asks to confirm them.
  const fieldProblems = useMemo(
    () => {
      if (!kind) return [];
      const own = (problems: Problem[]) => problems.filter((p) => p.file === `site/${path}`);
      // The live check's problems in words first, so an entry's "required" waits field by field.
      const live = fresh.shown(validatorProblems(kind, own(check.problems.filter((p) => p.severity === 'error')), state.data, words.fieldWords, words.siteWords));
      return [...validatorProblems(kind, own([...state.problems, ...state.warnings]), state.data, words.fieldWords, words.siteWords), ...live];
    },
    [kind, state.problems, state.warnings, check.problems, path, state.data, words.fieldWords, words.siteWords, fresh.shown],
  );
  const extraErrors = useMemo(() => problemsAsErrorSchema(fieldProblems), [fieldProblems]);
  // The form holds changes not saved yet: going back to an earlier version asks before it replaces them.
  // (A new file has no saved text: it has no history either.)
  const unsaved = useMemo(() => !state.isNew && !!state.file && state.data !== undefined && !sameJson(state.file.data as Json, state.data), [state.isNew, state.file, state.data]);
  // On a phone the preview comes first, folded, where she sees it without scrolling past the whole form.
  const phone = usePhone();
  // A picture chosen in this form is shown from its own bytes; one saved since the build, from the content API.
  const showPicture = (picture: string) => {
    const chosen = pickers.pending.find((pending) => pending.path === picture);
    return chosen ? Promise.resolve(chosen.dataUrl) : pickers.loadPicture(picture);
  };
  const preview = <LivePreview files={site} words={words.preview} draft={draft} phone={phone} showPicture={showPicture} />;
  const formContext = useMemo(() => ({ focusField }), [focusField]);
  useFocusField(focusField, schema !== undefined && state.data !== undefined);
  const formWords = useMemo(() => ({ ...words.forms, entry: words.fieldWords.entry }), [words.forms, words.fieldWords.entry]);
  const shaped = useShapedForm(kind, formWords, state.isNew ? undefined : (state.file?.data as Json | undefined));
  const templates = useMemo(() => ({ ...shaped.templates, FieldErrorTemplate: FieldErrorOnce }), [shaped.templates]);
  // An earlier version put in the form from the history; said at the top until it is saved or thrown away.
  // It belongs to the file as it was opened: once a save gives the file a new version, it is no longer said.
  const [restoredOn, setRestored] = useState<(Restored & { base: string }) | null>(null);
  const restored = restoredOn && restoredOn.base === state.file?.version ? restoredOn : null;
  // Forgotten once the file has moved on: a version names the file's text, so an undo that brings the
  // text back to the version she went back from would otherwise bring the note (and its focus) back
  // too, saying nothing had changed on the site just after her undo was saved.
  useEffect(() => {
    if (restoredOn && state.file && restoredOn.base !== state.file.version) setRestored(null);
  }, [restoredOn, state.file]);
  // The item as saved, for the links once the site shows it: its own pages come first.
  const savedItem = useMemo(() => (state.file && state.file.data !== null ? { path, kind: state.file.kind, data: state.file.data } : undefined), [path, state.file]);

  return (
    <Box component="section" aria-labelledby="studio-editing">
      <Button onClick={onBack} sx={{ mb: 2 }}>
        {words.backToList}
      </Button>
      <Typography id="studio-editing" variant="h2" sx={{ mb: 2 }}>
        {fill(words.editing, { item: label })}
      </Typography>
      {state.isNew ? <Alert severity="info" sx={{ mb: 2 }}>{words.newFileNote}</Alert> : null}
      {state.file?.kind === 'townFile' && !state.isNew && onDuplicate && state.data ? (
        <Button variant="outlined" onClick={() => onDuplicate(state.data as unknown as TownFile)} sx={{ mb: 2 }}>
          {words.duplicateTown}
        </Button>
      ) : null}
      {state.file && !state.isNew ? (
        <FileHistory
          client={client}
          path={path}
          words={words}
          version={state.file.version}
          unsaved={unsaved}
          kind={kind ?? ''}
          // With nothing unsaved the form shows the item as the undo left it (the draft, the same as
          // the file before, is dropped so it never brings the undone text back); a draft she is typing
          // stays, and its next save merges with the undo like a colleague's save. An undo that removed
          // the item (it undid its creation) goes back to the list, where it is no longer.
          review={review}
          onUndone={(removed) => {
            // The site changed as with any save: the preview and the checks in the browser read it again.
            onSaved?.();
            if (removed) {
              drafts.remove(path);
              onBack();
            } else if (!unsaved) discard();
          }}
          onRestore={(file, change) => {
            // A normal draft: kept in the browser, marked unsaved, shown in the preview; nothing is written until she submits.
            const restore = restoreInWords(change, words.history);
            keep(file.data as Json, restore.summary);
            setRestored({ note: restore.note, base: state.file!.version });
          }}
        />
      ) : null}
      {state.status === 'loading' ? <PageLoading label={words.loading} /> : null}
      {state.status === 'failed' ? <Alert severity="error" role="alert">{state.error ? `${words.loadError} ${state.error.title}. ${state.error.hint}` : words.loadError}</Alert> : null}
      {restored ? <RestoredNote restored={restored} /> : null}
      {state.restoredFrom ? <Alert severity="info" sx={{ mb: 2 }}>{fill(words.draftRestored, { time: new Date(state.restoredFrom).toLocaleString() })}</Alert> : null}
      {state.draftNotKept ? <Alert severity="warning" sx={{ mb: 2 }}>{words.draftNotKept}</Alert> : null}
      {state.error ? <ApiErrorAlert error={state.error} takeFocus /> : null}
      {state.taken ? <TakenNote text={fill(words.townExists, { item: `/${path.replace(/^towns\//, '').replace(/\.json$/, '')}` })} /> : null}
      {refusal?.length ? <ProblemSummary heading={words.fieldWords.summaryHeading} problems={refusal} /> : null}
      {warnings.length && state.status !== 'saved' ? <ProblemSummary heading={words.warningsHeading} problems={warnings} severity="warning" /> : null}
      {state.conflicts.length && kind ? <ConflictChoices words={words} kind={kind} data={state.data} conflicts={state.conflicts} choices={state.choices} onChoose={choose} /> : null}
      {schema && validator && state.data !== undefined ? (
        // The preview beside the form on a wide screen, below it on a middling one, above it (folded) on a phone.
        <Box sx={{ display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
          {phone ? preview : null}
          <Box sx={{ minWidth: 0 }}>
            <RefContext.Provider value={pickers}>
              <Form
                ref={form}
                fields={refFields}
                schema={schema}
                uiSchema={shaped.uiSchema}
                widgets={shaped.widgets}
                validator={validator}
                formData={state.data}
                extraErrors={extraErrors}
                transformErrors={plainErrors}
                templates={templates}
                showErrorList={false}
                // The studio says a draft's problems itself (at the top and at each field); without this,
                // rjsf's validateForm also logs them to the console as an error.
                onError={sayNothing}
                experimental_defaultFormStateBehavior={defaultsBehavior}
                formContext={formContext}
                onChange={(event) => keep(shaped.withIds(event.formData as Json), state.summary)}
                onBlur={fresh.onBlur}
              />
            </RefContext.Provider>
            {/* Sticky only on a wide screen: on a phone it would cover the field being edited. */}
            <Box sx={{ position: { xs: 'static', md: 'sticky' }, bottom: 0, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', py: 2, mt: 2, display: 'grid', gap: 2 }}>
              {/* Said beside the button she pressed, where she is looking (the bar sticks on a wide screen). */}
              {/* "Saved." would contradict the note at the top while an earlier version waits in the form. */}
              {state.status === 'saved' && !restored && !state.siteUpdate ? <Alert severity="success" role="status">{savedWords(words, review)}</Alert> : null}
              {/* Where the site updates itself after a save (npm start): "Updating the site…", then "Live on the site". */}
              {state.status === 'saved' && !restored && state.siteUpdate ? (
                <SiteUpdateNote client={client} ticket={state.siteUpdate} words={words.siteUpdate} files={files} saved={savedItem} />
              ) : null}
              {state.noChanges ? <Alert severity="info">{words.noChanges}</Alert> : null}
              <TextField label={words.summaryLabel} helperText={words.summaryHelp} value={state.summary} required onChange={(event) => keep(state.data, event.target.value)} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
                <Button
                  variant="contained"
                  disabled={state.status === 'sending' || state.summary.trim() === ''}
                  onClick={() => {
                    if (state.data === undefined) return;
                    fresh.settle();
                    // An invalid draft is never sent: the browser knows its errors already, and says them
                    // all at the top of the form, where the focus goes.
                    const formSaid = form.current?.validateForm() === false ? formProblems(form.current).filter((p) => !inLeftOut(p.pointer, sendable.leftOut)) : [];
                    const errors = check.errorsNow(sendable.data as Json);
                    // A clash she has not decided yet: neither value was chosen for her.
                    const undecided = state.conflicts
                      .filter((conflict) => !state.choices[conflict.pointer])
                      .map((conflict) => ({ pointer: conflict.pointer, field: placeName(placeOf(kind ?? '', conflict.pointer, state.data, words.fieldWords.entry)), message: words.fieldWords.chooseOne, target: conflictId(conflict.pointer) }));
                    const said = [...undecided, ...formSaid, ...inWords(errors)];
                    const refused = said.filter((problem, index) => said.findIndex((other) => other.pointer === problem.pointer && other.message === problem.message) === index);
                    if (refused.length) {
                      setRefusal(refused);
                      refuse(errors);
                    } else {
                      setRefusal(null);
                      void submit(false, pickers.pending, sendable.data);
                    }
                  }}
                >
                  {state.status === 'sending' ? words.sending : words.submit}
                </Button>
                {state.warnings.length && state.status === 'ready' ? (
                  <Button variant="outlined" onClick={() => void submit(true, pickers.pending, sendable.data)}>
                    {words.confirmWarnings}
                  </Button>
                ) : null}
                <DiscardButton
                  words={words}
                  onDiscard={() => {
                    setRestored(null);
                    discard();
                  }}
                />
              </Box>
            </Box>
          </Box>
          {phone ? null : preview}
        </Box>
      ) : null}
    </Box>
  );
}

/** rjsf's `onError`: the problems are already on the screen in the studio's words. */
function sayNothing() {}
