import { n as e, t } from './square-CJdfav8M.js';
import { t as n } from './button-CjsPFURX.js';
import { D as r, b as i, c as a, i as o, o as s, v as c } from './index-9ln0f5Ya.js';
import { t as l } from './heading-CmPoQiym.js';
import { t as u } from './simple-grid-Bl_E7sKO.js';
import { a as d, c as f, k as p, n as m } from './react-intl-BC9XPNUK.js';
import { t as h } from './chunk-6KYCQHYJ-wFCAaIgl.js';
var g = p();
function _({ icon: e, title: n, text: r }) {
  return (0, g.jsxs)(d, {
    gap: `3`,
    p: `6`,
    borderWidth: `1px`,
    rounded: `l3`,
    bg: `bg`,
    children: [
      (0, g.jsx)(t, {
        size: `11`,
        rounded: `l2`,
        bg: `colorPalette.subtle`,
        color: `colorPalette.fg`,
        children: e,
      }),
      (0, g.jsx)(f, { fontWeight: `semibold`, fontSize: `lg`, children: n }),
      (0, g.jsx)(f, { color: `fg.muted`, children: r }),
    ],
  });
}
function v() {
  return (0, g.jsxs)(g.Fragment, {
    children: [
      (0, g.jsx)(e, {
        bgGradient: `to-b`,
        gradientFrom: `colorPalette.subtle`,
        gradientTo: `bg`,
        py: { base: `16`, md: `28` },
        children: (0, g.jsx)(r, {
          maxW: `4xl`,
          textAlign: `center`,
          children: (0, g.jsxs)(d, {
            gap: `6`,
            align: `center`,
            children: [
              (0, g.jsx)(l, {
                as: `h1`,
                size: { base: `3xl`, md: `5xl` },
                lineHeight: `1.15`,
                'data-testid': `tagline`,
                children: (0, g.jsx)(m, {
                  id: `landing.tagline`,
                  defaultMessage: `Cloud-enabled automated ledger reconciliation`,
                }),
              }),
              (0, g.jsx)(f, {
                fontSize: { base: `lg`, md: `xl` },
                color: `fg.muted`,
                maxW: `2xl`,
                children: (0, g.jsx)(m, {
                  id: `landing.taglineMore`,
                  defaultMessage: `Realtime collaboration with automated mailers and reminders for faster closure, and multiple dashboards and reports for management.`,
                }),
              }),
              (0, g.jsxs)(i, {
                gap: `3`,
                flexWrap: `wrap`,
                justify: `center`,
                children: [
                  (0, g.jsx)(n, {
                    asChild: !0,
                    size: `lg`,
                    children: (0, g.jsx)(h, {
                      to: `/login`,
                      children: (0, g.jsx)(m, {
                        id: `landing.getStarted`,
                        defaultMessage: `Sign in to Concord`,
                      }),
                    }),
                  }),
                  (0, g.jsx)(n, {
                    asChild: !0,
                    size: `lg`,
                    variant: `outline`,
                    children: (0, g.jsx)(h, {
                      to: `/pages/contact-us`,
                      children: (0, g.jsx)(m, {
                        id: `landing.talkToUs`,
                        defaultMessage: `Talk to us`,
                      }),
                    }),
                  }),
                ],
              }),
            ],
          }),
        }),
      }),
      (0, g.jsx)(r, {
        maxW: `6xl`,
        py: { base: `12`, md: `20` },
        children: (0, g.jsxs)(u, {
          columns: { base: 1, sm: 2, lg: 4 },
          gap: `6`,
          children: [
            (0, g.jsx)(_, {
              icon: (0, g.jsx)(a, {}),
              title: (0, g.jsx)(m, {
                id: `landing.f1.title`,
                defaultMessage: `Automated matching`,
              }),
              text: (0, g.jsx)(m, {
                id: `landing.f1.text`,
                defaultMessage: `Upload vendor and customer ledgers and let Concord match entries and explain the differences.`,
              }),
            }),
            (0, g.jsx)(_, {
              icon: (0, g.jsx)(c, {}),
              title: (0, g.jsx)(m, {
                id: `landing.f2.title`,
                defaultMessage: `Realtime collaboration`,
              }),
              text: (0, g.jsx)(m, {
                id: `landing.f2.text`,
                defaultMessage: `Share reconciliations with counterparties and work through open items together.`,
              }),
            }),
            (0, g.jsx)(_, {
              icon: (0, g.jsx)(o, {}),
              title: (0, g.jsx)(m, {
                id: `landing.f3.title`,
                defaultMessage: `Mailers and reminders`,
              }),
              text: (0, g.jsx)(m, {
                id: `landing.f3.text`,
                defaultMessage: `Automated follow-ups keep every party moving towards a faster closure.`,
              }),
            }),
            (0, g.jsx)(_, {
              icon: (0, g.jsx)(s, {}),
              title: (0, g.jsx)(m, {
                id: `landing.f4.title`,
                defaultMessage: `Dashboards and reports`,
              }),
              text: (0, g.jsx)(m, {
                id: `landing.f4.text`,
                defaultMessage: `Multiple dashboards and reports give management a clear view of every balance.`,
              }),
            }),
          ],
        }),
      }),
    ],
  });
}
export { v as default };
