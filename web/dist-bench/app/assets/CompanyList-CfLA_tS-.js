import { i as e, n as t, r as n } from './companies.operations-Bfpxunx5.js';
import { n as r, t as i } from './square-CJdfav8M.js';
import { t as a } from './heading-CmPoQiym.js';
import {
  C as o,
  E as s,
  S as c,
  T as l,
  a as u,
  b as d,
  k as f,
  s as p,
  w as m,
} from './index-9ln0f5Ya.js';
import { t as h } from './simple-grid-Bl_E7sKO.js';
import { a as g, c as _, k as v, n as y } from './react-intl-BC9XPNUK.js';
import { t as b } from './chunk-6KYCQHYJ-wFCAaIgl.js';
import { r as x, t as S } from './card-DESBGR53.js';
import { t as C } from './useSession-BoypLQjd.js';
var w = v();
function T() {
  let { user: v } = C(),
    { data: T, loading: E } = f(t),
    D = T?.myCompanies ?? [];
  return (0, w.jsxs)(g, {
    gap: `6`,
    children: [
      (0, w.jsxs)(r, {
        children: [
          (0, w.jsx)(a, {
            size: `2xl`,
            children: (0, w.jsx)(y, { id: `companies.title`, defaultMessage: `Your companies` }),
          }),
          (0, w.jsx)(_, {
            color: `fg.muted`,
            mt: `1`,
            children: (0, w.jsx)(y, {
              id: `companies.subtitle`,
              defaultMessage: `{name}, choose the company you want to work in.`,
              values: { name: v?.firstName || v?.userName || `` },
            }),
          }),
        ],
      }),
      E && D.length === 0
        ? (0, w.jsx)(h, {
            columns: { base: 1, sm: 2, lg: 3 },
            gap: `4`,
            children: [0, 1, 2].map((e) => (0, w.jsx)(n, { h: `28`, rounded: `l3` }, e)),
          })
        : D.length === 0
          ? (0, w.jsx)(l, {
              children: (0, w.jsxs)(c, {
                children: [
                  (0, w.jsx)(m, { children: (0, w.jsx)(u, {}) }),
                  (0, w.jsx)(s, {
                    children: (0, w.jsx)(y, {
                      id: `companies.empty`,
                      defaultMessage: `No companies yet`,
                    }),
                  }),
                  (0, w.jsx)(o, {
                    children: (0, w.jsx)(y, {
                      id: `companies.emptyHint`,
                      defaultMessage: `Ask a company administrator to invite you.`,
                    }),
                  }),
                ],
              }),
            })
          : (0, w.jsx)(h, {
              columns: { base: 1, sm: 2, lg: 3 },
              gap: `4`,
              'data-testid': `company-list`,
              children: D.map((t) =>
                (0, w.jsx)(
                  b,
                  {
                    to: `/dashboard/default/${t.id}`,
                    children: (0, w.jsx)(x, {
                      h: `full`,
                      variant: `outline`,
                      _hover: { shadow: `md`, borderColor: `colorPalette.solid` },
                      transition: `all 0.15s`,
                      children: (0, w.jsx)(S, {
                        children: (0, w.jsxs)(d, {
                          gap: `4`,
                          align: `flex-start`,
                          children: [
                            (0, w.jsx)(i, {
                              size: `12`,
                              rounded: `l2`,
                              bg: `colorPalette.subtle`,
                              color: `colorPalette.fg`,
                              children: (0, w.jsx)(u, { size: `22` }),
                            }),
                            (0, w.jsxs)(g, {
                              gap: `1`,
                              flex: `1`,
                              minW: `0`,
                              children: [
                                (0, w.jsx)(_, {
                                  fontWeight: `semibold`,
                                  truncate: !0,
                                  children: t.name,
                                }),
                                (0, w.jsx)(_, {
                                  textStyle: `sm`,
                                  color: `fg.muted`,
                                  children: [t.country, t.baseCurrency].filter(Boolean).join(` · `),
                                }),
                                t.role &&
                                  (0, w.jsx)(e, {
                                    alignSelf: `flex-start`,
                                    variant: `subtle`,
                                    textTransform: `capitalize`,
                                    children: t.role,
                                  }),
                              ],
                            }),
                            (0, w.jsx)(r, {
                              color: `fg.muted`,
                              alignSelf: `center`,
                              css: { '[dir=rtl] &': { transform: `scaleX(-1)` } },
                              children: (0, w.jsx)(p, {}),
                            }),
                          ],
                        }),
                      }),
                    }),
                  },
                  t.id,
                ),
              ),
            }),
    ],
  });
}
export { T as default };
