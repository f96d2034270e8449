import { i as e, r as t, t as n } from './companies.operations-Bfpxunx5.js';
import { n as r } from './square-CJdfav8M.js';
import { t as i } from './button-CjsPFURX.js';
import { t as a } from './heading-CmPoQiym.js';
import {
  _ as o,
  b as s,
  d as c,
  f as l,
  h as u,
  k as d,
  r as f,
  v as p,
} from './index-9ln0f5Ya.js';
import { t as m } from './simple-grid-Bl_E7sKO.js';
import { a as h, c as g, k as _, n as v } from './react-intl-BC9XPNUK.js';
import { t as y, u as b } from './chunk-6KYCQHYJ-wFCAaIgl.js';
import { r as x, t as S } from './card-DESBGR53.js';
import { t as C } from './useSession-BoypLQjd.js';
var w = new Intl.DateTimeFormat(`en-IN`, { day: `numeric`, month: `short`, year: `numeric` });
new Intl.NumberFormat(`en-IN`, { maximumFractionDigits: 0 });
function T(e) {
  return w.format(new Date(e));
}
var E = _();
function D() {
  let _ = Number(b().companyId),
    w = C(),
    D = w.companyId === _,
    { data: O, loading: k } = d(n, { variables: { companyId: _ }, skip: !D }),
    A = O?.company,
    j = (O?.toolSubscriptions ?? []).filter((e) => e.isLicensable),
    M = `/dashboard/default/${_}`,
    N = [
      {
        to: `${M}/reconciliation/vendor-customer`,
        icon: (0, E.jsx)(u, {}),
        label: (0, E.jsx)(v, { id: `home.reconciliation`, defaultMessage: `Reconciliation` }),
      },
      {
        to: `${M}/poso/DashBoard`,
        icon: (0, E.jsx)(c, {}),
        label: (0, E.jsx)(v, { id: `home.poso`, defaultMessage: `Purchases & Sales` }),
      },
      {
        to: `/dashboard/default/customer-vendor-details/${_}`,
        icon: (0, E.jsx)(p, {}),
        label: (0, E.jsx)(v, {
          id: `home.customerVendor`,
          defaultMessage: `Customer and vendor details`,
        }),
      },
      {
        to: `/dashboard/default/invite-users/${_}`,
        icon: (0, E.jsx)(o, {}),
        label: (0, E.jsx)(v, { id: `home.inviteUsers`, defaultMessage: `Invite users` }),
      },
      {
        to: `/dashboard/default/invite-company/${_}`,
        icon: (0, E.jsx)(l, {}),
        label: (0, E.jsx)(v, { id: `home.inviteCompany`, defaultMessage: `Invite a company` }),
      },
    ];
  return (0, E.jsxs)(h, {
    gap: `8`,
    children: [
      (0, E.jsxs)(r, {
        children: [
          A
            ? (0, E.jsx)(a, { size: `2xl`, 'data-testid': `company-home-title`, children: A.name })
            : (0, E.jsx)(t, { h: `9`, w: `64` }),
          (0, E.jsx)(g, {
            color: `fg.muted`,
            mt: `1`,
            children: (0, E.jsx)(v, {
              id: `home.today`,
              defaultMessage: `Today is {date}`,
              values: { date: T(new Date()) },
            }),
          }),
        ],
      }),
      (0, E.jsxs)(m, {
        columns: { base: 1, sm: 3 },
        gap: `4`,
        children: [
          (0, E.jsx)(x, {
            children: (0, E.jsxs)(S, {
              children: [
                (0, E.jsx)(g, {
                  textStyle: `sm`,
                  color: `fg.muted`,
                  children: (0, E.jsx)(v, { id: `home.country`, defaultMessage: `Country` }),
                }),
                (0, E.jsx)(g, {
                  fontWeight: `semibold`,
                  fontSize: `lg`,
                  children: A?.country ?? `—`,
                }),
              ],
            }),
          }),
          (0, E.jsx)(x, {
            children: (0, E.jsxs)(S, {
              children: [
                (0, E.jsx)(g, {
                  textStyle: `sm`,
                  color: `fg.muted`,
                  children: (0, E.jsx)(v, {
                    id: `home.baseCurrency`,
                    defaultMessage: `Base currency`,
                  }),
                }),
                (0, E.jsx)(g, {
                  fontWeight: `semibold`,
                  fontSize: `lg`,
                  children: A?.baseCurrency ?? `—`,
                }),
              ],
            }),
          }),
          (0, E.jsx)(x, {
            children: (0, E.jsxs)(S, {
              children: [
                (0, E.jsx)(g, {
                  textStyle: `sm`,
                  color: `fg.muted`,
                  children: (0, E.jsx)(v, {
                    id: `home.permissions`,
                    defaultMessage: `Your permissions`,
                  }),
                }),
                (0, E.jsx)(g, {
                  fontWeight: `semibold`,
                  fontSize: `lg`,
                  children: w.permissions.length,
                }),
              ],
            }),
          }),
        ],
      }),
      (0, E.jsxs)(h, {
        gap: `3`,
        children: [
          (0, E.jsx)(a, {
            size: `md`,
            children: (0, E.jsx)(v, { id: `home.tools`, defaultMessage: `Tools` }),
          }),
          k && j.length === 0
            ? (0, E.jsx)(t, { h: `20` })
            : (0, E.jsx)(m, {
                columns: { base: 1, md: 2 },
                gap: `4`,
                children: j.map((t) =>
                  (0, E.jsx)(
                    x,
                    {
                      variant: `outline`,
                      children: (0, E.jsx)(S, {
                        children: (0, E.jsxs)(s, {
                          justify: `space-between`,
                          gap: `4`,
                          children: [
                            (0, E.jsxs)(r, {
                              children: [
                                (0, E.jsx)(g, { fontWeight: `semibold`, children: t.toolName }),
                                t.hasAccess
                                  ? (0, E.jsx)(e, {
                                      colorPalette: `green`,
                                      mt: `1`,
                                      children: (0, E.jsx)(v, {
                                        id: `home.subscribed`,
                                        defaultMessage: `Subscribed`,
                                      }),
                                    })
                                  : (0, E.jsx)(e, {
                                      colorPalette: `gray`,
                                      mt: `1`,
                                      children: (0, E.jsx)(v, {
                                        id: `apps.notSubscribed`,
                                        defaultMessage: `Tool is not subscribed`,
                                      }),
                                    }),
                              ],
                            }),
                            t.hasAccess &&
                              (0, E.jsx)(i, {
                                asChild: !0,
                                size: `sm`,
                                variant: `subtle`,
                                children: (0, E.jsx)(y, {
                                  to: `${M}/${t.toolPrefix === `poso` ? `poso/DashBoard` : `reconciliation/vendor-customer`}`,
                                  children: (0, E.jsx)(v, {
                                    id: `home.open`,
                                    defaultMessage: `Open`,
                                  }),
                                }),
                              }),
                          ],
                        }),
                      }),
                    },
                    t.toolId,
                  ),
                ),
              }),
        ],
      }),
      (0, E.jsxs)(h, {
        gap: `3`,
        children: [
          (0, E.jsx)(a, {
            size: `md`,
            children: (0, E.jsx)(v, { id: `home.shortcuts`, defaultMessage: `Shortcuts` }),
          }),
          (0, E.jsx)(m, {
            columns: { base: 1, sm: 2, lg: 3 },
            gap: `3`,
            children: N.map((e) =>
              (0, E.jsx)(
                i,
                {
                  asChild: !0,
                  variant: `outline`,
                  justifyContent: `space-between`,
                  h: `14`,
                  children: (0, E.jsxs)(y, {
                    to: e.to,
                    children: [
                      (0, E.jsxs)(s, {
                        gap: `3`,
                        children: [e.icon, (0, E.jsx)(g, { children: e.label })],
                      }),
                      (0, E.jsx)(f, {}),
                    ],
                  }),
                },
                e.to,
              ),
            ),
          }),
        ],
      }),
    ],
  });
}
export { D as default };
