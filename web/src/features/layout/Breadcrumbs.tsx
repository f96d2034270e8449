import { Breadcrumb } from '@chakra-ui/react';
import { Fragment, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../session/useSession';
import { collapseCrumbs } from './crumbs';
import { useCurrentPageName } from './page-name';
import { pageTrail } from './page-titles';

type Crumb = { label: string; to: string };

const appName = 'Concord';
const companyHome = '/dashboard/default/:companyId';

/** The tab title: the page, then the company it belongs to, then the app. */
export function tabTitle(page: string | undefined, companyName: string | undefined): string {
  const parts = page ? [page] : [];
  if (companyName && companyName !== page) parts.push(companyName);
  return [...parts, appName].join(' · ');
}

/**
 * The trail of titled pages to the current one (page-titles.ts), each crumb but the last a
 * link to a page that exists; the record a page shows is named by its number. Also keeps the
 * tab title in step with the page.
 */
export function Breadcrumbs() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { company, user } = useSession();
  const recordName = useCurrentPageName();
  const trail = pageTrail(pathname) ?? [];

  const crumbs: Crumb[] = trail.map((step, index) => {
    const last = index === trail.length - 1;
    let name: string | null = last ? recordName : null;
    if (step.pattern === companyHome && company && step.params.companyId === String(company.id))
      name = company.name;
    if (step.pattern === '/profile/:userId' && user && step.params.userId === String(user.id))
      name = user.userName;
    let label = intl.formatMessage(step.def.title);
    if (name) {
      label =
        typeof step.def.named === 'object'
          ? intl.formatMessage(step.def.named, { name })
          : step.def.named
            ? name
            : label;
    }
    return { label, to: step.to };
  });
  const visible = collapseCrumbs(crumbs);

  const inCompany = Boolean(trail.at(-1)?.def.company) && company !== null;
  const title = tabTitle(crumbs.at(-1)?.label, inCompany ? company?.name : undefined);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      document.title = appName;
    },
    [],
  );

  return (
    <Breadcrumb.Root
      size="sm"
      mb="4"
      aria-label={intl.formatMessage({ id: 'breadcrumb.label', defaultMessage: 'Breadcrumb' })}
      data-testid="breadcrumbs"
    >
      <Breadcrumb.List flexWrap="wrap">
        {visible.map((crumb, index) => {
          const last = index === visible.length - 1;
          return (
            <Fragment key={crumb?.to ?? 'ellipsis'}>
              <Breadcrumb.Item minW="0">
                {crumb === null ? (
                  <Breadcrumb.Ellipsis />
                ) : last ? (
                  <Breadcrumb.CurrentLink data-testid="breadcrumb-current">
                    <bdi>{crumb.label}</bdi>
                  </Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild>
                    <RouterLink to={crumb.to}>
                      <bdi>{crumb.label}</bdi>
                    </RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
