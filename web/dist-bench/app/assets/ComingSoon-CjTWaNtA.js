import { k as e, n as t } from './react-intl-BC9XPNUK.js';
import { g as n, m as r } from './index-9ln0f5Ya.js';
import { t as i } from './StatusPage-v9aeZ_Sf.js';
var a = e();
function o({ variant: e = 1 }) {
  return (0, a.jsx)(i, {
    testId: `coming-soon`,
    icon: e === 1 ? (0, a.jsx)(r, {}) : (0, a.jsx)(n, {}),
    actionTo: `/dashboard/default`,
    actionLabel: (0, a.jsx)(t, { id: `comingSoon.action`, defaultMessage: `Go to your companies` }),
    title: (0, a.jsx)(t, { id: `comingSoon.title`, defaultMessage: `Coming soon` }),
    text:
      e === 1
        ? (0, a.jsx)(t, {
            id: `comingSoon.text1`,
            defaultMessage: `We are putting the finishing touches on this screen. It will be ready in an upcoming release.`,
          })
        : (0, a.jsx)(t, {
            id: `comingSoon.text2`,
            defaultMessage: `Something new is on its way here. Until then, your companies and account settings are ready to use.`,
          }),
  });
}
export { o as default };
