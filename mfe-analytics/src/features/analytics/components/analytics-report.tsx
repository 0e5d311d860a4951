import type { TimeRange } from '../constants';
import type { AnalyticsResponse } from '../types';
import { filterBySearch } from '../lib/search-filter';
import { buildDailySeries } from '../lib/views-series';
import { countryBars, referrerBars } from '../lib/bar-items';
import { StatCards } from './stat-cards';
import { ViewsChart } from './views-chart';
import { PanelGrid } from './panel-grid';
import { TopProjects } from './top-projects';
import { RecentViews } from './recent-views';
import { PlatformActivity } from './platform-activity';
import { MostViewedProfiles } from './most-viewed-profiles';
import { ActivityRankingCard } from './activity-ranking-card';
import { BarList } from './bar-list';

/** Everything the analytics response says, laid out; the search narrows views, countries and referrers. */
export function AnalyticsReport({
  data,
  range,
  search,
}: {
  data: AnalyticsResponse;
  range: TimeRange;
  search: string;
}) {
  const filtered = filterBySearch(data, search);
  const searching = search.trim() !== '';
  const noMatch = 'Nothing matches your search.';
  return (
    <>
      <StatCards data={data} />
      <ViewsChart series={buildDailySeries(data.viewsByDay, range)} />
      <PanelGrid>
        <TopProjects projects={data.topProjects} />
        <RecentViews views={filtered.recentViews} filtered={searching} />
        <PlatformActivity interactions={data.userInteractions} range={range} />
        <MostViewedProfiles profiles={data.userInteractions.mostViewedProfiles} />
        <ActivityRankingCard ranking={data.impactRanking} />
        <BarList
          title="Top Countries"
          items={countryBars(filtered.topCountries)}
          emptyText={searching ? noMatch : 'No country data yet.'}
        />
        <BarList
          title="Top Referrers"
          items={referrerBars(filtered.topReferrers)}
          emptyText={searching ? noMatch : 'No referrer data yet.'}
        />
      </PanelGrid>
    </>
  );
}
