import { A as e, M as t, _ as n, k as r } from './react-intl-BC9XPNUK.js';
var i = t(e(), 1),
  a = r(),
  o = n(`div`);
o.displayName = `Box`;
var s = (0, i.forwardRef)(function (e, t) {
  let { size: n, ...r } = e;
  return (0, a.jsx)(o, {
    ...r,
    ref: t,
    boxSize: n,
    css: {
      display: `flex`,
      alignItems: `center`,
      justifyContent: `center`,
      flexShrink: 0,
      flexGrow: 0,
      ...e.css,
    },
  });
});
s.displayName = `Square`;
export { o as n, s as t };
