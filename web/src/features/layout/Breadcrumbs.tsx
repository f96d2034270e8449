import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../session/useSession';
import { collapseCrumbs } from './crumbs';

const segmentLabels = defineMessages({
  dashboard: { id: 'breadcrumb.dashboard', defaultMessage: 'Dashboard' },
  default: { id: 'breadcrumb.companies', defaultMessage: 'Companies' },
  reconciliation: { id: 'breadcrumb.reconciliation', defaultMessage: 'Reconciliation' },
  poso: { id: 'breadcrumb.poso', defaultMessage: 'Purchases & Sales' },
  profile: { id: 'breadcrumb.profile', defaultMessage: 'Account Settings' },
  admin: { id: 'breadcrumb.admin', defaultMessage: 'Admin' },
});

type Crumb = { label: string; to: string };

export function Breadcrumbs() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { company, user } = useSession();
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = segments.map((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    const known = segmentLabels[segment as keyof typeof segmentLabels];
    let label = known ? intl.formatMessage(known) : decodeURIComponent(segment);
    if (company && segment === String(company.id) && index === 2) label = company.name;
    if (user && segments[0] === 'profile' && index === 1 && segment === String(user.id)) {
      label = user.userName;
    }
    return { label, to };
  });
  const visible = collapseCrumbs(crumbs);

  return (
    <Breadcrumb.Root size="sm" mb="4" data-testid="breadcrumbs">
      <Breadcrumb.List flexWrap="wrap">
        {visible.map((crumb, index) => {
          const last = index === visible.length - 1;
          return (
            <Fragment key={crumb?.to ?? 'ellipsis'}>
              <Breadcrumb.Item>
                {crumb === null ? (
                  <Breadcrumb.Ellipsis />
                ) : last ? (
                  <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild>
                    <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
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
