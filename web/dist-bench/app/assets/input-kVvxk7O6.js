import { A as e, M as t, k as n, l as r } from './react-intl-BC9XPNUK.js';
import { a as i, i as a, s as o } from './button-CjsPFURX.js';
var s = (e) => typeof e == `object` && !!e,
  c = (e) => typeof e == `string`,
  l = (e) => typeof e == `function`,
  u = (e) => e == null,
  d = (e, t) => Object.prototype.hasOwnProperty.call(e, t),
  ee = (e) => Object.prototype.toString.call(e),
  f = Function.prototype.toString,
  te = f.call(Object),
  p = (e) => {
    if (!s(e) || ee(e) != `[object Object]` || g(e)) return !1;
    let t = Object.getPrototypeOf(e);
    if (t === null) return !0;
    let n = d(t, `constructor`) && t.constructor;
    return typeof n == `function` && n instanceof n && f.call(n) == te;
  },
  m = (e) => typeof e == `object` && !!e && `$$typeof` in e && `props` in e,
  h = (e) => typeof e == `object` && !!e && `__v_isVNode` in e,
  g = (e) => m(e) || h(e),
  _ = (e, ...t) => (typeof e == `function` ? e(...t) : e) ?? void 0,
  v = (e) => e,
  y = (e) => e(),
  b = () => {},
  x =
    (...e) =>
    (...t) => {
      e.forEach(function (e) {
        e?.(...t);
      });
    },
  S = (() => {
    let e = 0;
    return () => (e++, e.toString(36));
  })(),
  C = t(e(), 1);
function w(e, t) {
  return `${e} returned \`undefined\`. Seems you forgot to wrap component within ${t}`;
}
function T(e = {}) {
  let {
      name: t,
      strict: n = !0,
      hookName: r = `useContext`,
      providerName: i = `Provider`,
      errorMessage: a,
      defaultValue: o,
    } = e,
    s = (0, C.createContext)(o);
  s.displayName = t;
  function c() {
    let e = (0, C.useContext)(s);
    if (!e && n) {
      let e = Error(a ?? w(r, i));
      throw (
        (e.name = `ContextError`),
        d(Error, `captureStackTrace`) &&
          l(Error.captureStackTrace) &&
          Error.captureStackTrace(e, c),
        e
      );
    }
    return e;
  }
  return [s.Provider, c, s];
}
var E = n(),
  [ne, D] = T({
    name: `EnvironmentContext`,
    hookName: `useEnvironmentContext`,
    providerName: `<EnvironmentProvider />`,
    strict: !1,
    defaultValue: {
      getRootNode: () => document,
      getDocument: () => document,
      getWindow: () => window,
    },
  });
function O(...e) {
  return (t) => {
    let n = [],
      r = !1;
    for (let i of e)
      if (typeof i == `function`) {
        let e = i(t);
        typeof e == `function` ? ((r = !0), n.push(e)) : n.push(() => i(null));
      } else
        i &&
          ((i.current = t),
          n.push(() => {
            i.current = null;
          }));
    if (r)
      return () => {
        for (let e of n) e();
      };
  };
}
function k(...e) {
  return (0, C.useCallback)(O(...e), e);
}
var A = (...e) =>
    e
      .map((e) => e?.trim?.())
      .filter(Boolean)
      .join(` `),
  re = (...e) =>
    Array.from(
      new Set(
        A(...e)
          .split(/\s+/)
          .filter(Boolean),
      ),
    ).join(` `),
  ie = /((?:--)?(?:\w+-?)+)\s*:\s*([^;]*)/g,
  j = (e) => {
    let t = {},
      n;
    for (; (n = ie.exec(e));) t[n[1]] = n[2];
    return t;
  },
  ae = (e, t) => {
    if (c(e)) {
      if (c(t)) return `${e};${t}`;
      e = j(e);
    } else c(t) && (t = j(t));
    return Object.assign({}, e ?? {}, t ?? {});
  };
function M(...e) {
  let t = {};
  for (let n of e) {
    if (!n) continue;
    for (let e in t)
      t[e] =
        e.startsWith(`on`) && typeof t[e] == `function` && typeof n[e] == `function`
          ? x(n[e], t[e])
          : e === `className` || e === `class`
            ? A(t[e], n[e])
            : e === `style`
              ? ae(t[e], n[e])
              : e === `data-ownedby`
                ? re(t[e], n[e])
                : n[e] === void 0
                  ? t[e]
                  : n[e];
    for (let e in n) t[e] === void 0 && (t[e] = n[e]);
    let e = Object.getOwnPropertySymbols(n);
    for (let r of e) t[r] = n[r];
  }
  return t;
}
var oe = 1,
  se = 9,
  ce = 11,
  N = (e) => o(e) && e.nodeType === oe && typeof e.nodeName == `string`,
  P = (e) => o(e) && e.nodeType === se,
  le = (e) => o(e) && e === e.window,
  F = (e) => (N(e) ? e.localName || `` : `#document`);
function ue(e) {
  return [`html`, `body`, `#document`].includes(F(e));
}
var I = (e) => o(e) && e.nodeType !== void 0,
  L = (e) => I(e) && e.nodeType === ce && `host` in e,
  de = (e) => N(e) && e.localName === `input`,
  fe = (e) => !!e?.matches(`a[href]`),
  pe = (e) =>
    N(e) ? e.offsetWidth > 0 || e.offsetHeight > 0 || e.getClientRects().length > 0 : !1;
function me(e) {
  return e ? B(e.getRootNode()) === e : !1;
}
var he = /(textarea|select)/;
function ge(e) {
  if (e == null || !N(e)) return !1;
  try {
    return (
      (de(e) && e.selectionStart != null) ||
      he.test(e.localName) ||
      e.isContentEditable ||
      e.getAttribute(`contenteditable`) === `true` ||
      e.getAttribute(`contenteditable`) === ``
    );
  } catch {
    return !1;
  }
}
function _e(e, t) {
  if (!e || !t || !N(e) || !I(t)) return !1;
  if ((N(t) && e === t) || e.contains(t)) return !0;
  let n = t.getRootNode?.();
  if (n && L(n)) {
    let n = t;
    for (; n;) {
      if (e === n) return !0;
      n = n.parentNode || n.host;
    }
  }
  return !1;
}
function R(e) {
  return P(e) ? e : le(e) ? e.document : (e?.ownerDocument ?? document);
}
function ve(e) {
  return R(e).documentElement;
}
function z(e) {
  return L(e)
    ? z(e.host)
    : P(e)
      ? (e.defaultView ?? window)
      : N(e)
        ? (e.ownerDocument?.defaultView ?? window)
        : window;
}
function B(e) {
  let t = e.activeElement;
  for (; t?.shadowRoot;) {
    let e = t.shadowRoot.activeElement;
    if (!e || e === t) break;
    t = e;
  }
  return t;
}
function ye(e) {
  if (F(e) === `html`) return e;
  let t = e.assignedSlot || e.parentNode || (L(e) && e.host) || ve(e);
  return L(t) ? t.host : t;
}
function be(e) {
  let t;
  try {
    if (((t = e.getRootNode({ composed: !0 })), P(t) || L(t))) return t;
  } catch {}
  return e.ownerDocument ?? document;
}
var V = new WeakMap();
function H(e) {
  return (V.has(e) || V.set(e, z(e).getComputedStyle(e)), V.get(e));
}
function xe(e) {
  let t = Object.getOwnPropertyDescriptor(e.props, `ref`)?.get,
    n = t && `isReactWarning` in t && t.isReactWarning;
  return n
    ? e.ref
    : ((t = Object.getOwnPropertyDescriptor(e, `ref`)?.get),
      (n = t && `isReactWarning` in t && t.isReactWarning),
      n ? e.props.ref : e.props.ref || e.ref);
}
var Se = Symbol.for(`react.lazy`);
function Ce(e) {
  return typeof e == `object` && !!e && `$$typeof` in e && e.$$typeof === Se;
}
function we(e) {
  if ((0, C.isValidElement)(e)) return e;
  if (Ce(e)) return C.Children.toArray(e).find(C.isValidElement);
}
var U = (e) => {
    let t = (0, C.memo)(
      (0, C.forwardRef)((t, n) => {
        let { asChild: r, children: i, ...a } = t,
          o = r ? we(i) : void 0,
          s = o ? xe(o) : void 0,
          c = k(n, s);
        return r
          ? o
            ? (0, C.cloneElement)(o, { ...M(a, o.props), ref: n ? c : s })
            : null
          : (0, C.createElement)(e, { ...a, ref: n }, i);
      }),
    );
    return ((t.displayName = e.displayName || e.name), t);
  },
  W = (() => {
    let e = new Map();
    return new Proxy(U, {
      apply(e, t, n) {
        return U(n[0]);
      },
      get(t, n) {
        let r = n;
        return (e.has(r) || e.set(r, U(r)), e.get(r));
      },
    });
  })(),
  G = Object.defineProperty,
  K = (e, t) => {
    let n = {};
    for (var r in e) G(n, r, { get: e[r], enumerable: !0 });
    return (t || G(n, Symbol.toStringTag, { value: `Module` }), n);
  },
  q = () => (e, t) =>
    t.reduce(
      (e, t) => {
        let [n, r] = e,
          i = t;
        return (r[i] !== void 0 && (n[i] = r[i]), delete r[i], [n, r]);
      },
      [{}, { ...e }],
    ),
  J = (e, t = []) => ({
    parts: (...n) => {
      if (Te(t)) return J(e, n);
      throw Error(
        `createAnatomy().parts(...) should only be called once. Did you mean to use .extendWith(...) ?`,
      );
    },
    extendWith: (...n) => J(e, [...t, ...n]),
    omit: (...n) =>
      J(
        e,
        t.filter((e) => !n.includes(e)),
      ),
    rename: (e) => J(e, t),
    keys: () => t,
    build: () =>
      [...new Set(t)].reduce(
        (t, n) =>
          Object.assign(t, {
            [n]: {
              selector: [
                `&[data-scope="${Y(e)}"][data-part="${Y(n)}"]`,
                `& [data-scope="${Y(e)}"][data-part="${Y(n)}"]`,
              ].join(`, `),
              attrs: { 'data-scope': Y(e), 'data-part': Y(n) },
            },
          }),
        {},
      ),
  }),
  Y = (e) =>
    e
      .replace(/([A-Z])([A-Z])/g, `$1-$2`)
      .replace(/([a-z])([A-Z])/g, `$1-$2`)
      .replace(/[\s_]+/g, `-`)
      .toLowerCase(),
  Te = (e) => e.length === 0,
  X = J(`field`).parts(
    `root`,
    `errorText`,
    `helperText`,
    `input`,
    `label`,
    `select`,
    `textarea`,
    `requiredIndicator`,
  ),
  Z = X.build(),
  Ee = (e) => {
    if (!e) return;
    let t = H(e),
      n = z(e),
      r = R(e),
      i = () => {
        requestAnimationFrame(() => {
          e.style.height = `auto`;
          let n;
          ((n =
            t.boxSizing === `content-box`
              ? e.scrollHeight - (parseFloat(t.paddingTop) + parseFloat(t.paddingBottom))
              : e.scrollHeight + parseFloat(t.borderTopWidth) + parseFloat(t.borderBottomWidth)),
            t.maxHeight !== `none` && n > parseFloat(t.maxHeight)
              ? (t.overflowY === `hidden` && (e.style.overflowY = `scroll`),
                (n = parseFloat(t.maxHeight)))
              : t.overflowY !== `hidden` && (e.style.overflowY = `hidden`),
            (e.style.height = `${n}px`));
        });
      };
    (e.addEventListener(`input`, i), e.form?.addEventListener(`reset`, i));
    let a = Object.getOwnPropertyDescriptor(e, `value`),
      o = a?.set ? a : Object.getOwnPropertyDescriptor(Object.getPrototypeOf(e), `value`);
    o?.set &&
      Object.defineProperty(e, 'value', {
        ...o,
        set(e) {
          (o.set?.call(this, e), i());
        },
      });
    let s = new n.ResizeObserver(() => {
      requestAnimationFrame(() => i());
    });
    s.observe(e);
    let c = new n.MutationObserver(() => i());
    return (
      c.observe(e, { attributes: !0, attributeFilter: [`rows`, `placeholder`] }),
      r.fonts?.addEventListener(`loadingdone`, i),
      () => {
        (e.removeEventListener(`input`, i),
          e.form?.removeEventListener(`reset`, i),
          r.fonts?.removeEventListener(`loadingdone`, i),
          s.disconnect(),
          c.disconnect());
      }
    );
  },
  De = typeof window < `u` ? C.useLayoutEffect : C.useEffect,
  [Oe, ke] = T({
    name: `FieldsetContext`,
    hookName: `useFieldsetContext`,
    providerName: `<FieldsetProvider />`,
    strict: !1,
  }),
  [Q, $] = T({
    name: `FieldContext`,
    hookName: `useFieldContext`,
    providerName: `<FieldProvider />`,
    strict: !1,
  }),
  Ae = (e) => e.children($()),
  je = (0, C.forwardRef)((e, t) => {
    let n = $(),
      r = M(n.getErrorTextProps(), e);
    return n?.invalid ? (0, E.jsx)(W.span, { ...r, ref: t }) : null;
  });
je.displayName = `FieldErrorText`;
var Me = (0, C.forwardRef)((e, t) => {
  let n = M($()?.getHelperTextProps(), e);
  return (0, E.jsx)(W.span, { ...n, ref: t });
});
Me.displayName = `FieldHelperText`;
var Ne = (0, C.forwardRef)((e, t) => {
  let n = M($()?.getInputProps(), e);
  return (0, E.jsx)(W.input, { ...n, ref: t });
});
Ne.displayName = `FieldInput`;
var Pe = (e) => {
  let { value: t, children: n } = e,
    r = $(),
    i = (0, C.useMemo)(() => {
      if (!r) throw Error(`Field.Item must be used within Field.Root`);
      let e = `field::${r.ids.control}::item::${t}`,
        n = `${e}::label`,
        i = () => ({ ...r.getInputProps(), id: e });
      return {
        ...r,
        ids: { ...r.ids, control: e, label: n },
        getLabelProps: () => ({ ...r.getLabelProps(), id: n, htmlFor: e }),
        getInputProps: () => ({ ...i(), ...Z.input.attrs }),
        getSelectProps: () => ({ ...i(), ...Z.select.attrs }),
        getTextareaProps: () => ({ ...i(), ...Z.textarea.attrs }),
      };
    }, [r, t]);
  return (0, E.jsx)(Q, { value: i, children: n });
};
Pe.displayName = `FieldItem`;
var Fe = (0, C.forwardRef)((e, t) => {
  let n = M($()?.getLabelProps(), e);
  return (0, E.jsx)(W.label, { ...n, ref: t });
});
Fe.displayName = `FieldLabel`;
var Ie = (0, C.forwardRef)(({ fallback: e, ...t }, n) => {
  let r = $();
  if (!r.required) return e;
  let i = M(r.getRequiredIndicatorProps(), t);
  return (0, E.jsx)(W.span, { ...i, ref: n, children: t.children ?? `*` });
});
Ie.displayName = `FieldRequiredIndicator`;
var Le = (e = {}) => {
    let t = ke(),
      n = D(),
      {
        ids: r,
        target: o,
        disabled: s = !!t?.disabled,
        invalid: c = !1,
        readOnly: l = !1,
        required: u = !1,
      } = e,
      [d, ee] = (0, C.useState)(!1),
      [f, te] = (0, C.useState)(!1),
      p = (0, C.useId)(),
      m = e.id ?? p,
      h = (0, C.useRef)(null),
      g = r?.control ?? `field::${m}`,
      _ = r?.errorText ?? `field::${m}::error-text`,
      v = r?.helperText ?? `field::${m}::helper-text`,
      y = r?.label ?? `field::${m}::label`;
    De(() => {
      let e = h.current;
      if (!e) return;
      let t = () => {
        let e = n.getRootNode();
        (ee(!!e.getElementById(_)), te(!!e.getElementById(v)));
      };
      t();
      let r = new (n.getWindow().MutationObserver)(t);
      return (r.observe(e, { childList: !0, subtree: !0 }), () => r.disconnect());
    }, [n, _, v]);
    let b = (0, C.useMemo)(
        () => () => ({
          ...Z.root.attrs,
          id: g,
          ref: h,
          role: `group`,
          'data-disabled': i(s),
          'data-invalid': i(c),
          'data-readonly': i(l),
        }),
        [s, c, l, g],
      ),
      x = o ? `field::${m}::item::${o}` : void 0,
      S = (0, C.useMemo)(
        () => () => ({
          ...Z.label.attrs,
          id: y,
          'data-disabled': i(s),
          'data-invalid': i(c),
          'data-readonly': i(l),
          'data-required': i(u),
          htmlFor: x ?? m,
        }),
        [s, c, l, u, m, y, x],
      ),
      w = d && c ? _ : void 0,
      T = (0, C.useMemo)(
        () => () => ({
          'aria-describedby': f ? v : void 0,
          'aria-errormessage': w,
          'aria-invalid': a(c),
          'data-invalid': i(c),
          'data-required': i(u),
          'data-readonly': i(l),
          id: m,
          required: u,
          disabled: s,
          readOnly: l,
        }),
        [f, v, c, u, l, m, w, s],
      ),
      E = (0, C.useMemo)(() => () => ({ ...T(), ...Z.input.attrs }), [T]),
      ne = (0, C.useMemo)(() => () => ({ ...T(), ...Z.textarea.attrs }), [T]),
      O = (0, C.useMemo)(() => () => ({ ...T(), ...Z.select.attrs }), [T]),
      k = (0, C.useMemo)(
        () => () => ({ id: v, ...Z.helperText.attrs, 'data-disabled': i(s) }),
        [s, v],
      ),
      A = (0, C.useMemo)(() => () => ({ id: _, ...Z.errorText.attrs, 'aria-live': `polite` }), [_]),
      re = (0, C.useMemo)(() => () => ({ 'aria-hidden': !0, ...Z.requiredIndicator.attrs }), []);
    return {
      ariaDescribedby: f ? v : void 0,
      ids: { root: g, control: m, label: y, errorText: _, helperText: v },
      refs: { rootRef: h },
      disabled: s,
      invalid: c,
      readOnly: l,
      required: u,
      getLabelProps: S,
      getRootProps: b,
      getInputProps: E,
      getTextareaProps: ne,
      getSelectProps: O,
      getHelperTextProps: k,
      getErrorTextProps: A,
      getRequiredIndicatorProps: re,
    };
  },
  Re = q(),
  ze = (0, C.forwardRef)((e, t) => {
    let [n, r] = Re(e, [`id`, `ids`, `disabled`, `invalid`, `readOnly`, `required`, `target`]),
      i = Le(n),
      a = M(i.getRootProps(), r),
      o = k(t, i.refs.rootRef);
    return (0, E.jsx)(Q, { value: i, children: (0, E.jsx)(W.div, { ...a, ref: o }) });
  });
ze.displayName = `FieldRoot`;
var Be = q(),
  Ve = (0, C.forwardRef)((e, t) => {
    let [{ value: n }, r] = Be(e, [`value`]),
      i = M(n.getRootProps(), r);
    return (0, E.jsx)(Q, { value: n, children: (0, E.jsx)(W.div, { ...i, ref: t }) });
  });
Ve.displayName = `FieldRootProvider`;
var He = (0, C.forwardRef)((e, t) => {
  let n = M($()?.getSelectProps(), e);
  return (0, E.jsx)(W.select, { ...n, ref: t });
});
He.displayName = `FieldSelect`;
var Ue = (0, C.forwardRef)((e, t) => {
  let { autoresize: n, ...r } = e,
    i = (0, C.useRef)(null),
    a = M($()?.getTextareaProps(), { style: { resize: n ? `none` : void 0 } }, r),
    o = k(t, i);
  return (
    (0, C.useEffect)(() => {
      if (n) return Ee(i.current);
    }, [n]),
    (0, E.jsx)(W.textarea, { ...a, ref: o })
  );
});
Ue.displayName = `FieldTextarea`;
var We = K({
    Context: () => Ae,
    ErrorText: () => je,
    HelperText: () => Me,
    Input: () => Ne,
    Item: () => Pe,
    Label: () => Fe,
    RequiredIndicator: () => Ie,
    Root: () => ze,
    RootProvider: () => Ve,
    Select: () => He,
    Textarea: () => Ue,
  }),
  { withContext: Ge, PropsProvider: Ke } = r({ key: `input` }),
  qe = Ge(We.Input);
export {
  x as A,
  c as B,
  de as C,
  k as D,
  M as E,
  S as F,
  d as I,
  l as L,
  y as M,
  b as N,
  D as O,
  _ as P,
  u as R,
  N as S,
  L as T,
  me as _,
  X as a,
  ge as b,
  K as c,
  _e as d,
  B as f,
  z as g,
  be as h,
  ke as i,
  v as j,
  T as k,
  W as l,
  ye as m,
  We as n,
  J as o,
  R as p,
  $ as r,
  q as s,
  qe as t,
  H as u,
  fe as v,
  ue as w,
  pe as x,
  P as y,
  p as z,
};
