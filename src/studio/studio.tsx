import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageLoading } from '../components/page-loading';
import { groupContent, searchContent, type ContentGroup, type ContentItem } from './content-groups';
import { ContentApiError, createContentClient } from './content-client';
import { browserDrafts } from './drafts';
import { FileEditor } from './file-editor';
import { fill, type StudioWords } from './studio-words';

interface Props {
  words: StudioWords;
  /** The content API's address (site.json integrations.contentApi.url). */
  apiUrl: string;
  token: string;
}

/**
 * The content studio on the dashboard: every content file grouped the way staff think of it, a
 * search, and a form for the one opened. Loaded only for a signed-in administrator (its own chunk).
 */
export default function Studio({ words, apiUrl, token }: Props) {
  const client = useMemo(() => createContentClient(apiUrl, token), [apiUrl, token]);
  const drafts = useMemo(browserDrafts, []);
  const [groups, setGroups] = useState<ContentGroup[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<ContentItem | null>(null);

  useEffect(() => {
    client.list().then(
      (kinds) => setGroups(groupContent(words.groups, kinds)),
      (error: unknown) => setFailure(error instanceof ContentApiError ? `${words.loadError} ${error.title}. ${error.hint}` : words.loadError),
    );
  }, [client, words]);

  if (opened) return <FileEditor client={client} drafts={drafts} path={opened.path} label={opened.label} words={words} onBack={() => setOpened(null)} />;
  const shown = groups ? searchContent(groups, query) : [];
  return (
    <Box component="section" aria-labelledby="studio-heading" sx={{ mb: 6 }}>
      <Typography id="studio-heading" variant="h2" sx={{ mb: 1 }}>
        {words.heading}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{words.text}</Typography>
      {failure ? <Alert severity="error" role="alert">{failure}</Alert> : null}
      {!groups && !failure ? <PageLoading label={words.loading} /> : null}
      {groups ? (
        <>
          <TextField type="search" label={words.searchLabel} value={query} onChange={(event) => setQuery(event.target.value)} sx={{ mb: 3, width: '100%', maxWidth: 480 }} />
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
                        {item.label}
                      </Button>
                    </li>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
