import { A as e, C as t, M as n, O as r, _ as i, k as a, l as o } from './react-intl-BC9XPNUK.js';
var s = (e, t) => e.map((n, r) => e[(Math.max(t, 0) + r) % e.length]),
  c =
    (...e) =>
    (t) =>
      e.reduce((e, t) => t(e), t),
  l = () => void 0,
  u = (e) => typeof e == `object` && !!e,
  d = 2147483647,
  f = (e) => (e ? `` : void 0),
  p = (e) => (e ? `true` : void 0),
  m = /\\/g,
  h = /"/g,
  g = (e) => globalThis.CSS?.escape?.(e) ?? e.replace(m, `\\\\`).replace(h, `\\"`),
  _ = (e) => `[data-ownedby~="${g(String(e))}"]`,
  v = n(e(), 1),
  y = a(),
  b = i(`span`);
b.displayName = `Span`;
var x = i(`div`, {
  base: { position: `absolute`, display: `flex`, alignItems: `center`, justifyContent: `center` },
  variants: {
    axis: {
      horizontal: { insetStart: `50%`, translate: `-50%`, _rtl: { translate: `50%` } },
      vertical: { top: `50%`, translate: `0 -50%` },
      both: {
        insetStart: `50%`,
        top: `50%`,
        translate: `-50% -50%`,
        _rtl: { translate: `50% -50%` },
      },
    },
  },
  defaultVariants: { axis: `both` },
});
x.displayName = `AbsoluteCenter`;
var { withContext: S, PropsProvider: C } = o({ key: `spinner` }),
  w = S(`span`),
  T = v.forwardRef(function (e, t) {
    let {
      spinner: n = (0, y.jsx)(w, { size: `inherit`, borderWidth: `0.125em`, color: `inherit` }),
      spinnerPlacement: r = `start`,
      children: i,
      text: a,
      visible: o = !0,
      ...s
    } = e;
    return o
      ? a
        ? (0, y.jsxs)(b, {
            ref: t,
            display: `contents`,
            ...s,
            children: [r === `start` && n, a, r === `end` && n],
          })
        : n
          ? (0, y.jsxs)(b, {
              ref: t,
              display: `contents`,
              ...s,
              children: [
                (0, y.jsx)(x, { display: `inline-flex`, children: n }),
                (0, y.jsx)(b, { visibility: `hidden`, display: `contents`, children: i }),
              ],
            })
          : (0, y.jsx)(b, { ref: t, display: `contents`, ...s, children: i })
      : i;
  });
T.displayName = `Loader`;
var { useRecipeResult: E, PropsProvider: D, usePropsContext: O } = o({ key: `button` }),
  k = (0, v.forwardRef)(function (e, n) {
    let a = O(),
      o = (0, v.useMemo)(() => r(a, e), [a, e]),
      s = E(o),
      { loading: c, loadingText: l, children: u, spinner: d, spinnerPlacement: p, ...m } = s.props;
    return (0, y.jsx)(i.button, {
      type: `button`,
      ref: n,
      ...m,
      'data-loading': f(c),
      disabled: c || m.disabled,
      className: t(s.className, o.className),
      css: [s.styles, o.css],
      children:
        !o.asChild && c
          ? (0, y.jsx)(T, { spinner: d, text: l, spinnerPlacement: p, children: u })
          : u,
    });
  });
k.displayName = `Button`;
export { f as a, l as c, p as i, c as l, w as n, _ as o, d as r, u as s, k as t, s as u };
