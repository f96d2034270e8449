import { k as e, n as t } from './react-intl-BC9XPNUK.js';
import { u as n } from './index-9ln0f5Ya.js';
import { t as r } from './StatusPage-v9aeZ_Sf.js';
var i = e();
function a() {
  return (0, i.jsx)(r, {
    testId: `under-construction`,
    icon: (0, i.jsx)(n, {}),
    title: (0, i.jsx)(t, { id: `construction.title`, defaultMessage: `Under construction` }),
    text: (0, i.jsx)(t, {
      id: `construction.text`,
      defaultMessage: `This part of Concord is being rebuilt. Please check back soon.`,
    }),
  });
}
export { a as default };
