import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageLoading } from '../components/page-loading';
import { groupContent, searchContent, type ContentGroup, type ContentItem } from './content-groups';
import { ContentApiError, type OpenedFile } from './content-client';
import { browserDrafts } from './drafts';
import type { TownFile } from '../generated/site-types';
import type { Json } from '../content/json-values';
import { duplicateTown } from '../content/duplicate-town';
import { scaffoldTown, slugify, type NewTown } from '../content/scaffold-town';
import { FileEditor } from './file-editor';
import { townToFill } from './form/fill-lists';
import { defs } from './form/schema-walk';
import { NewTownForm } from './new-town-form';
import { SubmittedChanges } from './submitted-changes';
import type { NewFile } from './use-file-editor';
import { fill, type StudioWords } from './studio-words';
import { useApiSession } from './use-api-session';
import { UnsavedMark } from './history/unsaved-mark';
import { UnsavedTowns, unsavedNewTowns } from './history/unsaved-towns';
import { VisitCountsPanel } from './visit-counts/visit-counts-panel';

interface Props {
  words: StudioWords;
  /** The content API's address (site.json integrations.contentApi.url). */
  apiUrl: string;
}

/**
 * The content studio on the dashboard: every content file grouped the way staff think of it, a
 * search, and a form for the one opened. A client-only island, drawn only for a signed-in
 * administrator (src/islands/client-island.tsx); the content API checks its own session, which the
 * administrator starts by confirming her password (use-api-session.tsx).
 */
export default function Studio({ words, apiUrl }: Props) {
  // Every call waits for the password to be confirmed when there is no session, or it ended.
  const { client, signInPanel, askingFirst } = useApiSession(apiUrl, words);
  const drafts = useMemo(browserDrafts, []);
  const [groups, setGroups] = useState<ContentGroup[] | null>(null);
  // The whole site, for the checks in the browser and the live preview; read again after each save.
  const [site, setSite] = useState<OpenedFile[] | 'loading' | 'failed'>('loading');
  const readSite = useCallback(() => client.site().then(setSite, () => setSite('failed')), [client]);
  const [failure, setFailure] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<(ContentItem & { newFile?: NewFile }) | null>(null);
  // The short form that starts a town: empty, or prefilled from the town being duplicated.
  const [starting, setStarting] = useState<{ from?: TownFile } | null>(null);
  const townPaths = groups?.flatMap((group) => group.items.map((item) => item.path)).filter((path) => path.startsWith('towns/')) ?? [];

  const startTown = async (town: NewTown) => {
    const from = starting?.from;
    const geo = { lat: town.lat ?? from?.geo.lat ?? 0, lng: town.lng ?? from?.geo.lng ?? 0 };
    // The menu order follows the towns already listed (from their files, as npm run new-town does):
    // the site the studio holds has them all; without it, each town file is read.
    const existing = from
      ? []
      : Array.isArray(site)
        ? site.filter((file) => file.kind === 'townFile').map((file) => file.data as TownFile)
        : await Promise.all(townPaths.map((path) => client.open(path).then((file) => file.data as TownFile))).catch(() => []);
    const copy = from ? duplicateTown(from, town.name, geo) : undefined;
    const data = copy ? { ...copy, county: town.county, menu: { ...copy.menu, show: town.menu } } : scaffoldTown(town, existing);
    setStarting(null);
    setOpened({ path: `towns/${slugify(town.name)}.json`, label: town.name, newFile: { kind: 'townFile', data: townToFill(data as unknown as Json, defs) } });
  };

  useEffect(() => {
    void readSite();
  }, [readSite]);

  useEffect(() => {
    client.list().then(
      (kinds) => setGroups(groupContent(words.groups, kinds)),
      (error: unknown) => setFailure(error instanceof ContentApiError ? `${words.loadError} ${error.title}. ${error.hint}` : words.loadError),
    );
  }, [client, words]);

  if (starting) {
    const { from } = starting;
    const start = from ? { county: from.county, lat: from.geo.lat, lng: from.geo.lng, menu: false } : undefined;
    // The panel is asked for in front of the form, which stays mounted with what was typed.
    return (
      <>
        {signInPanel}
        <NewTownForm words={words} existing={townPaths} start={start} onStart={(town) => void startTown(town)} onCancel={() => setStarting(null)} />
      </>
    );
  }
  if (opened) {
    return (
      <>
        {signInPanel}
        <FileEditor
          key={opened.path}
          client={client}
          drafts={drafts}
          path={opened.path}
          label={opened.label}
          words={words}
          newFile={opened.newFile}
          focusField={opened.field?.id}
          site={site}
          onSaved={() => void readSite()}
          onDuplicate={(town) => setStarting({ from: town })}
          onBack={() => {
            setOpened(null);
            // A town created here appears in the list.
            void client.list().then((kinds) => setGroups(groupContent(words.groups, kinds)), () => {});
          }}
        />
      </>
    );
  }
  const shown = groups ? searchContent(groups, query) : [];
  // Read from the browser's storage each time the list is drawn, so it is current after editing.
  const unsaved = new Set(drafts.paths());
  return (
    <>
      <Box component="section" aria-labelledby="studio-heading" sx={{ mb: 6 }}>
        <Typography id="studio-heading" variant="h2" sx={{ mb: 1 }}>
          {words.heading}
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: 760 }}>{words.text}</Typography>
        {signInPanel}
        {/* Nothing is loaded before the password is confirmed, so nothing but the question is shown. */}
        {askingFirst ? null : (
          <>
            <SubmittedChanges words={words} client={client} />
            {failure ? <Alert severity="error" role="alert">{failure}</Alert> : null}
            {!groups && !failure ? <PageLoading label={words.loading} /> : null}
            {groups ? (
              <>
                <Button variant="outlined" onClick={() => setStarting({})} sx={{ mb: 3, mr: 2 }}>
                  {words.addTown}
                </Button>
                <TextField type="search" label={words.searchLabel} value={query} onChange={(event) => setQuery(event.target.value)} sx={{ mb: 3, width: '100%', maxWidth: 480 }} />
                <UnsavedTowns words={words} towns={unsavedNewTowns(drafts, townPaths)} onOpen={(town) => setOpened({ path: town.path, label: town.name, newFile: { kind: 'townFile', data: town.data } })} />
                {shown.length === 0 ? <Typography role="status">{fill(words.noMatches, { query })}</Typography> : null}
                <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
                  {shown.map((group) => (
                    <Box key={group.label} component="section" aria-label={group.label}>
                      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                        {group.label}
                      </Typography>
                      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                        {group.items.map((item) => (
                          <li key={item.path}>
                            <Button onClick={() => setOpened(item)} sx={{ justifyContent: 'flex-start', textAlign: 'left' }}>
                              {item.field ? `${item.label}: ${item.field.label}` : item.label}
                            </Button>
                            {unsaved.has(item.path) ? <UnsavedMark label={words.unsavedMark} /> : null}
                          </li>
                        ))}
                      </Box>
                    </Box>
                  ))}
                </Box>
              </>
            ) : null}
          </>
        )}
      </Box>
      {/*
        The owner's numbers come through the content API too, so once the password is confirmed; below
        the list, which the office opens the dashboard for, so that the list keeps its place.
      */}
      {askingFirst ? null : <VisitCountsPanel client={client} words={words.visits} site={site} />}
    </>
  );
}
