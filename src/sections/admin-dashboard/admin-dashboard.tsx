import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSite } from '../../app/site-context';
import { useSession } from '../../app/session/session';
import { PageContainer } from '../../components/page-container';
import { PageLoading } from '../../components/page-loading';
import { ClientIsland } from '../../islands/client-island';
import type { SectionOf } from '../section-types';
import type { DashboardData } from './dashboard-data';
import { FactsCard, RouteList, TownTable } from './dashboard-parts';
import { NotAdmin } from './not-admin';

/**
 * The staff overview. Who sees it is decided here for convenience, not security: the page is public
 * JavaScript, so it shows only what the public site already publishes.
 */
export default function AdminDashboard({ section, data }: { section: SectionOf<'adminDashboard'>; data?: DashboardData }) {
  const session = useSession();
  const { ui, integrations } = useSite();
  // Nobody signed in goes to the login (replacing this entry). Someone without admin rights stays and
  // is told why, with the way home: sent to / with no word, she wondered whether the site was broken.
  const away = session.status === 'loggedOut' ? '/login' : null;
  useEffect(() => {
    if (away) window.location.replace(away);
  }, [away]);

  if (session.status === 'loggedIn' && !session.isAdmin) return <NotAdmin heading={section.heading} words={section.notAdmin} />;
  // Prerendered HTML and hydration cannot know the session: a neutral loading state until mounted.
  if (session.status !== 'loggedIn' || !data) return <PageLoading label={ui.loading} />;

  const { account, summary } = section;
  return (
    <Box component="section" id={section.id} sx={{ py: { xs: 5, md: 8 } }}>
      <PageContainer>
        <Typography variant="h1" sx={{ color: 'brand.heading', mb: 1.5 }}>
          {section.heading}
        </Typography>
        {section.text ? <Typography sx={{ mb: 4, maxWidth: 760, fontSize: '1.1rem' }}>{section.text}</Typography> : null}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, mb: 6 }}>
          <FactsCard
            heading={account.heading}
            facts={[
              [account.userLabel, session.userId ?? account.unknownUser],
              [account.roleLabel, account.adminRole],
            ]}
          />
          <FactsCard
            heading={summary.heading}
            facts={[
              [summary.pages, data.summary.pages],
              [summary.addresses, data.summary.addresses],
              [summary.towns, data.summary.towns],
              [summary.hidden, data.summary.hidden],
              [summary.redirects, data.summary.redirects],
            ]}
          />
        </Box>
        {section.studio && integrations.contentApi ? (
          // The studio (forms, schema, validator: several hundred kB) is its own island, fetched only once
          // an administrator is signed in on this page; visitors' pages never load it.
          <ClientIsland kind="studio" props={{ words: section.studio, apiUrl: integrations.contentApi.url }} fallback={<PageLoading label={section.studio.loading} />} />
        ) : section.studio ? (
          <Typography sx={{ mb: 6 }}>{section.studio.notSetUp}</Typography>
        ) : null}
        <TownTable text={section.towns} towns={data.towns} />
        <RouteList text={section.routes} routes={data.routes} />
      </PageContainer>
    </Box>
  );
}
