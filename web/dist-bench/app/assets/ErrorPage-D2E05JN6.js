import { k as e, n as t } from './react-intl-BC9XPNUK.js';
import { l as n } from './index-9ln0f5Ya.js';
import { t as r } from './StatusPage-v9aeZ_Sf.js';
var i = e();
function a() {
  return (0, i.jsx)(r, {
    testId: `error-page`,
    icon: (0, i.jsx)(n, {}),
    title: (0, i.jsx)(t, { id: `errorPage.title`, defaultMessage: `This page does not exist` }),
    text: (0, i.jsx)(t, {
      id: `errorPage.text`,
      defaultMessage: `The link may be broken or the page may have moved. Check the address or go back home.`,
    }),
  });
}
export { a as default };
