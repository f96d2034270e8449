import { t as e } from './button-CjsPFURX.js';
import { O as t } from './index-9ln0f5Ya.js';
import { t as n } from './heading-CmPoQiym.js';
import { t as r } from './square-CJdfav8M.js';
import { a as i, c as a, k as o, n as s } from './react-intl-BC9XPNUK.js';
import { t as c } from './chunk-6KYCQHYJ-wFCAaIgl.js';
var l = o();
function u({ icon: o, title: u, text: d, actionTo: f = `/`, actionLabel: p, testId: m }) {
  return (0, l.jsx)(t, {
    minH: { base: `60vh`, md: `70vh` },
    px: `4`,
    py: `12`,
    'data-testid': m,
    children: (0, l.jsxs)(i, {
      gap: `5`,
      align: `center`,
      textAlign: `center`,
      maxW: `lg`,
      children: [
        (0, l.jsx)(r, {
          size: `20`,
          rounded: `full`,
          bg: `colorPalette.subtle`,
          color: `colorPalette.fg`,
          fontSize: `4xl`,
          children: o,
        }),
        (0, l.jsx)(n, { as: `h1`, size: `2xl`, children: u }),
        (0, l.jsx)(a, { color: `fg.muted`, fontSize: `lg`, children: d }),
        (0, l.jsx)(e, {
          asChild: !0,
          children: (0, l.jsx)(c, {
            to: f,
            children: p ?? (0, l.jsx)(s, { id: `status.home`, defaultMessage: `Back to home` }),
          }),
        }),
      ],
    }),
  });
}
export { u as t };
