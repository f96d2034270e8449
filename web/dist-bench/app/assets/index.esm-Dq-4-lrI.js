import { A as e, C as t, M as n, _ as r, k as i, l as a } from './react-intl-BC9XPNUK.js';
import { n as o, r as s } from './input-kVvxk7O6.js';
import { t as c } from './create-slot-recipe-context-BrdnyQfC.js';
var l = i(),
  u = n(e(), 1),
  { useRecipeResult: d, PropsProvider: f } = a({ key: `icon` }),
  p = u.forwardRef(function (e, n) {
    let { styles: i, className: a, props: o } = d({ asChild: !e.as, ...e });
    return (0, l.jsx)(r.svg, {
      ref: n,
      focusable: !1,
      'aria-hidden': `true`,
      ...o,
      css: [i, e.css],
      className: t(a, e.className),
    });
  });
function m(e) {
  let { viewBox: t = `0 0 24 24`, d: n, displayName: r, defaultProps: i = {} } = e,
    a = u.Children.toArray(e.path),
    o = (0, u.forwardRef)((e, r) =>
      (0, l.jsx)(p, {
        ref: r,
        asChild: !1,
        viewBox: t,
        ...i,
        ...e,
        children: a.length ? a : (0, l.jsx)(`path`, { fill: `currentColor`, d: n }),
      }),
    );
  return ((o.displayName = r), o);
}
var {
    withProvider: h,
    withContext: g,
    useStyles: _,
    useClassNames: v,
    PropsProvider: y,
  } = c({ key: `field` }),
  b = h(o.Root, `root`, { forwardAsChild: !0 }),
  x = g(o.Label, `label`, { forwardAsChild: !0 });
g(o.HelperText, `helperText`, { forwardAsChild: !0 });
var S = g(o.ErrorText, `errorText`, { forwardAsChild: !0 });
(m({
  d: `M11.983,0a12.206,12.206,0,0,0-8.51,3.653A11.8,11.8,0,0,0,0,12.207,11.779,11.779,0,0,0,11.8,24h.214A12.111,12.111,0,0,0,24,11.791h0A11.766,11.766,0,0,0,11.983,0ZM10.5,16.542a1.476,1.476,0,0,1,1.449-1.53h.027a1.527,1.527,0,0,1,1.523,1.47,1.475,1.475,0,0,1-1.449,1.53h-.027A1.529,1.529,0,0,1,10.5,16.542ZM11,12.5v-6a1,1,0,0,1,2,0v6a1,1,0,1,1-2,0Z`,
  defaultProps: { boxSize: `1em` },
}),
  (0, u.forwardRef)(function (e, n) {
    let { fallback: i, children: a = `*`, ...o } = e,
      c = s(),
      u = v(),
      d = _();
    return c?.required
      ? (0, l.jsx)(r.span, {
          ref: n,
          'aria-hidden': `true`,
          ...o,
          className: t(u.requiredIndicator, e.className),
          css: [d.requiredIndicator, e.css],
          children: a,
        })
      : i;
  }));
var C = (e) => e.type === `checkbox`,
  w = (e) => e.type === `file`,
  T = (e) => e instanceof Date,
  E = (e) => e == null,
  D = (e) => typeof e == `object`,
  O = (e) => !E(e) && !Array.isArray(e) && D(e) && !T(e),
  ee = (e) =>
    O(e) && e.target
      ? C(e.target)
        ? e.target.checked
        : w(e.target)
          ? e.target.files
          : e.target.value
      : e,
  k = /[.[\]'"]/,
  A = (e) => e.split(k).filter(Boolean),
  te = (e, t) =>
    t.split(`.`).some((t, n, r) => !isNaN(Number(t)) && e.has(r.slice(0, n).join(`.`))),
  ne = typeof window < `u` && window.HTMLElement !== void 0 && typeof document < `u`;
function j(e) {
  if (typeof e != `object` || !e) return e;
  if (e instanceof Date) return new Date(e);
  let t = typeof Blob < `u` && e instanceof Blob,
    n = typeof FileList < `u` && e instanceof FileList;
  if (ne && (t || n)) return e;
  let r = Array.isArray(e),
    i = Object.getPrototypeOf(e);
  if (!r && i && i.constructor !== Object) return e;
  let a = r ? Array(e.length) : Object.create(i);
  for (let t in e) Object.prototype.hasOwnProperty.call(e, t) && (a[t] = j(e[t]));
  return a;
}
var M = {
    BLUR: `blur`,
    FOCUS_OUT: `focusout`,
    CHANGE: `change`,
    SUBMIT: `submit`,
    TRIGGER: `trigger`,
    VALID: `valid`,
  },
  N = {
    onBlur: `onBlur`,
    onChange: `onChange`,
    onSubmit: `onSubmit`,
    onTouched: `onTouched`,
    all: `all`,
  },
  P = {
    max: `max`,
    min: `min`,
    maxLength: `maxLength`,
    minLength: `minLength`,
    pattern: `pattern`,
    required: `required`,
    validate: `validate`,
  },
  re = [P.required, P.min, P.max, P.minLength, P.maxLength, P.pattern, P.validate],
  ie = `form`,
  ae = `root`,
  oe = [`__proto__`, `constructor`, `prototype`],
  se = /^\w*$/,
  ce = (e) => se.test(e),
  F = (e) => e === void 0,
  I = (e, t, n) => {
    if (!t || !O(e)) return n;
    let r = ce(t) ? [t] : A(t);
    if (r.some((e) => oe.includes(e))) return n;
    let i = r.reduce((e, t) => (E(e) ? void 0 : e[t]), e);
    return F(i) || i === e ? (F(e[t]) ? n : e[t]) : i;
  },
  L = (e) => typeof e == `boolean`,
  R = (e) => typeof e == `function`,
  z = (e, t, n) => {
    let r = -1,
      i = ce(t) ? [t] : A(t),
      a = i.length,
      o = a - 1;
    for (; ++r < a;) {
      let t = i[r],
        a = n;
      if (r !== o) {
        let n = e[t];
        a = O(n) || Array.isArray(n) ? n : isNaN(+i[r + 1]) ? {} : [];
      }
      if (oe.includes(t)) return;
      ((e[t] = a), (e = e[t]));
    }
  },
  B = u.createContext(null);
B.displayName = `HookFormControlContext`;
var le = (e, t, n, r = !0) => {
    let i = {};
    for (let a in e)
      Object.defineProperty(i, a, {
        get: () => {
          let i = a;
          return (
            t._proxyFormState[i] !== N.all && (t._proxyFormState[i] = !r || N.all),
            n && (n[i] = !0),
            e[i]
          );
        },
      });
    return i;
  },
  V = typeof window < `u` ? u.useLayoutEffect : u.useEffect,
  ue = (e) => {
    let t = e.constructor && e.constructor.prototype;
    return O(t) && t.hasOwnProperty(`isPrototypeOf`);
  },
  H = (e) => E(e) || !D(e),
  de = (e, t) => t.length === 0 && !Array.isArray(e) && Object.getPrototypeOf(e) !== null && !ue(e);
function U(e, t, n = !1, r = new WeakMap()) {
  if (e === t) return !0;
  if (H(e) || H(t)) return Object.is(e, t);
  if (T(e) && T(t)) return Object.is(e.getTime(), t.getTime());
  if (Array.isArray(e) && Array.isArray(t) && e.length !== t.length) return !1;
  let i = Object.keys(e),
    a = Object.keys(t);
  if (i.length !== a.length) return !1;
  if (de(e, i) || de(t, a)) return Object.is(e, t);
  if (!i.length && Array.isArray(e) !== Array.isArray(t)) return !1;
  let o = r.get(e);
  if (o && o.has(t)) return !0;
  if (o) o.add(t);
  else {
    let n = new WeakSet();
    (n.add(t), r.set(e, n));
  }
  for (let a of i) {
    let i = e[a];
    if (!Object.prototype.hasOwnProperty.call(t, a)) return !1;
    if (!n || a !== `ref`) {
      let e = t[a];
      if (
        (T(i) && T(e)) || ((O(i) || Array.isArray(i)) && (O(e) || Array.isArray(e)))
          ? !U(i, e, n, r)
          : !Object.is(i, e)
      )
        return !1;
    }
  }
  return !0;
}
var fe = ({ defaultValues: e, ...t }) => ({ ...j(t), defaultValues: e });
function pe(e, t = j) {
  let n = u.useRef(!1),
    r = u.useRef(!1),
    i = u.useRef(void 0),
    a = u.useRef(0);
  return (
    a.current++,
    !r.current && e && ((r.current = !0), (i.current = t(e()))),
    {
      resyncIfNeeded: u.useCallback((e, t, o) => {
        if (e && (n.current || (r.current && a.current > 1))) {
          let e = t();
          U(i.current, e) || o(e);
        }
        n.current = !0;
      }, []),
      snapshot: u.useCallback(
        (e, n) => {
          e && (i.current = t(n()));
        },
        [t],
      ),
    }
  );
}
var W = (e) => typeof e == `string`,
  me = (e, t, n, r, i) =>
    W(e)
      ? (r && t.watch.add(e), I(n, e, i))
      : Array.isArray(e)
        ? e.map((e) => (r && t.watch.add(e), I(n, e, I(i, e))))
        : (r && (t.watchAll = !0), n),
  he = (e) => ({
    isOnSubmit: !e || e === N.onSubmit,
    isOnBlur: e === N.onBlur,
    isOnChange: e === N.onChange,
    isOnAll: e === N.all,
    isOnTouch: e === N.onTouched,
  }),
  ge = (e, t, n) => {
    if (n) return !1;
    if (t.watchAll || t.watch.has(e)) return !0;
    for (let n of t.watch) if (e.startsWith(n) && e.charAt(n.length) === `.`) return !0;
    return !1;
  },
  _e = (e, t, n) => {
    for (let r of n || Object.keys(e)) {
      if (r === `_f`) continue;
      let i = n ? I(e, r) : e[r];
      if (i) {
        let { _f: e } = i;
        if (e) {
          let n = e.refs?.find((e) => !e.disabled);
          if ((n && t(n, e.name)) || (e.ref && t(e.ref, e.name)) || _e(i, t)) return !0;
        } else if ((O(i) || Array.isArray(i)) && _e(i, t)) return !0;
      }
    }
  },
  ve = (e, t, n) => {
    let r = I(e, n),
      i = Array.isArray(r) ? r : [];
    return (z(i, ae, I(t[n], ae, t[n])), z(e, n, i), e);
  },
  G = (e) => O(e) && !Object.keys(e).length,
  ye = (e) => {
    if (!ne) return !1;
    let t = e ? e.ownerDocument : 0;
    return e instanceof (t && t.defaultView ? t.defaultView.HTMLElement : HTMLElement);
  },
  be = (e) => e.type === `radio`,
  K = (e) => e instanceof RegExp,
  xe = (e, t, n, r, i) =>
    t ? { ...n[e], types: { ...(n[e] && n[e].types ? n[e].types : {}), [r]: i || !0 } } : {},
  Se = { value: !1, isValid: !1 },
  Ce = { value: !0, isValid: !0 },
  we = (e) => {
    if (!Array.isArray(e)) return Se;
    if (e.length > 1) {
      let t = e.filter((e) => e && e.checked && !e.disabled).map((e) => e.value);
      return { value: t, isValid: !!t.length };
    }
    let t = e[0];
    return !t || !t.checked || t.disabled
      ? Se
      : !t.attributes || !(`value` in t.attributes) || F(t.value) || t.value === ``
        ? Ce
        : { value: t.value, isValid: !0 };
  },
  Te = { isValid: !1, value: null },
  Ee = (e) =>
    Array.isArray(e)
      ? e.reduce(
          (e, t) => (t && t.checked && !t.disabled ? { isValid: !0, value: t.value } : e),
          Te,
        )
      : Te;
function q(e, t, n = `validate`) {
  if (W(e) || (Array.isArray(e) && e.length && e.every(W)) || (L(e) && !e))
    return { type: n, message: W(e) ? e : ``, ref: t };
}
var J = (e) => (O(e) && !K(e) ? e : { value: e, message: `` }),
  De = async (e, t, n, r, i, a) => {
    let {
        ref: o,
        refs: s,
        required: c,
        maxLength: l,
        minLength: u,
        min: d,
        max: f,
        pattern: p,
        validate: m,
        name: h,
        valueAsNumber: g,
        mount: _,
        _c: v,
      } = e._f,
      y = I(n, h);
    if (!_ || t.has(h)) return {};
    let b = s ? s[0] : o,
      x = (e) => {
        if (i && b.reportValidity) {
          let t = L(e) ? `` : e || ``;
          (s
            ? s.forEach((e) => R(e.setCustomValidity) && e.setCustomValidity(t))
            : b.setCustomValidity(t),
            b.reportValidity());
        }
      },
      S = {},
      D = !v && be(o),
      ee = !v && C(o),
      k = D || ee,
      A =
        ((g || w(o)) && F(o.value) && F(y)) ||
        (ye(o) && o.value === `` && !v) ||
        y === `` ||
        (Array.isArray(y) && !y.length),
      te = xe.bind(null, h, r, S),
      ne = (e, t, n, r = P.maxLength, i = P.minLength) => {
        let a = e ? t : n;
        S[h] = { type: e ? r : i, message: a, ref: o, ...te(e ? r : i, a) };
      };
    if (
      a
        ? !Array.isArray(y) || !y.length
        : c &&
          ((!k && (A || E(y))) || (L(y) && !y) || (ee && !we(s).isValid) || (D && !Ee(s).isValid))
    ) {
      let { value: e, message: t } = W(c) ? { value: !!c, message: c } : J(c);
      if (e && ((S[h] = { type: P.required, message: t, ref: b, ...te(P.required, t) }), !r))
        return (x(t), S);
    }
    if (!A && (!E(d) || !E(f))) {
      let e,
        t,
        n = J(f),
        i = J(d);
      if (!E(y) && !T(y) && !isNaN(y)) {
        let r = (!v && o.valueAsNumber) || (y && +y);
        (E(n.value) || (e = r > n.value), E(i.value) || (t = r < i.value));
      } else {
        let r = (!v && o.valueAsDate) || new Date(y),
          a = (e) => new Date(new Date().toDateString() + ` ` + e),
          s = o.type == `time`,
          c = o.type == `week`;
        (W(n.value) && y && (e = s ? a(y) > a(n.value) : c ? y > n.value : r > new Date(n.value)),
          W(i.value) && y && (t = s ? a(y) < a(i.value) : c ? y < i.value : r < new Date(i.value)));
      }
      if ((e || t) && (ne(!!e, n.message, i.message, P.max, P.min), !r))
        return (x(S[h].message), S);
    }
    if ((!E(l) || !E(u)) && !A && (W(y) || (a && Array.isArray(y)))) {
      let e = J(l),
        t = J(u),
        n = !E(e.value) && y.length > +e.value,
        i = !E(t.value) && y.length < +t.value;
      if ((n || i) && (ne(n, e.message, t.message), !r)) return (x(S[h].message), S);
    }
    if (p && !A && W(y)) {
      let { value: e, message: t } = J(p);
      if (
        K(e) &&
        !y.match(e) &&
        ((S[h] = { type: P.pattern, message: t, ref: o, ...te(P.pattern, t) }), !r)
      )
        return (x(t), S);
    }
    if (m) {
      if (R(m)) {
        let e = q(await m(y, n), b);
        if (e && ((S[h] = { ...e, ...te(P.validate, e.message) }), !r)) return (x(e.message), S);
      } else if (O(m)) {
        let e = {};
        for (let t in m) {
          if (!G(e) && !r) break;
          let i = q(await m[t](y, n), b, t);
          i && ((e = { ...i, ...te(t, i.message) }), r || x(i.message), r && (S[h] = e));
        }
        if (!G(e) && ((S[h] = { ref: b, ...e }), !r)) return S;
      }
    }
    let j = S[h];
    return (x(!j || j.message), S);
  },
  Oe = (e) => (Array.isArray(e) ? e : [e]),
  ke = (e) => (Array.isArray(e) ? e.filter(Boolean) : []);
function Ae(e, t) {
  let n = t.length - 1,
    r = 0;
  for (; r < n;) {
    if (E(e)) {
      e = void 0;
      break;
    }
    ((e = e[t[r]]), r++);
  }
  return e;
}
function Y(e) {
  for (let t in e) if (e.hasOwnProperty(t) && !F(e[t])) return !1;
  return !0;
}
function X(e, t) {
  if (!O(e) && !Array.isArray(e)) return e;
  if (W(t) && Object.prototype.hasOwnProperty.call(e, t)) return (delete e[t], e);
  let n = Array.isArray(t) ? t : ce(t) ? [t] : A(t);
  if (n.some((e) => oe.includes(String(e)))) return e;
  let r = n.length === 1 ? e : Ae(e, n),
    i = n.length - 1,
    a = n[i];
  return (
    r && (O(r) || Array.isArray(r)) && delete r[a],
    i !== 0 && ((O(r) && G(r)) || (Array.isArray(r) && Y(r))) && X(e, n.slice(0, -1)),
    e
  );
}
var je = () => {
  let e = new Set(),
    t = 0;
  return {
    get observers() {
      return Array.from(e);
    },
    next: (n) => {
      let r = e;
      t++;
      for (let e of r) e.next && e.next(n);
      r === e && t--;
    },
    subscribe: (n) => (
      e.add(n),
      {
        unsubscribe: () => {
          ((t &&= ((e = new Set(e)), 0)), e.delete(n));
        },
      }
    ),
    unsubscribe: () => {
      ((e = new Set()), (t = 0));
    },
  };
};
function Me(e, t) {
  let n = Array.isArray(e) ? [] : {};
  for (let r in e)
    if (Object.prototype.hasOwnProperty.call(e, r)) {
      let i = e[r],
        a = t[r];
      i && (O(i) || Array.isArray(i)) && a ? (n[r] = Me(i, a)) : e[r] && (n[r] = a);
    }
  return n;
}
var Ne = (e, t) => e !== null && D(e) && Object.prototype.hasOwnProperty.call(e, t),
  Pe = (e, t) => {
    if (!t) return !1;
    let n = e;
    for (let r of ce(t) ? [t] : A(t)) {
      if (!Ne(n, r)) return Ne(e, t);
      n = n[r];
    }
    return !0;
  },
  Fe = (e) => e.type === `select-multiple`,
  Z = (e) => {
    let t = [...e.options];
    return !e.multiple && e.size < 2 && !t.some((e) => e.defaultSelected)
      ? e.selectedIndex !==
          t.findIndex((e) => !e.disabled && !e.parentElement?.matches(`optgroup[disabled]`))
      : t.some((e) => e.selected !== e.defaultSelected);
  },
  Ie = (e) =>
    C(e)
      ? e.checked !== e.defaultChecked
      : e.type === `select-one` || Fe(e)
        ? Z(e)
        : !be(e) &&
          e.type !== `range` &&
          e.type !== `color` &&
          `defaultValue` in e &&
          e.value !== e.defaultValue,
  Le = (e) => be(e) || C(e),
  Re = (e) => ye(e) && e.isConnected;
function ze(e) {
  return Array.isArray(e) || O(e);
}
function Be(e, t, n = ``, r = []) {
  for (let i in e) {
    let a = n ? `${n}.${i}` : i,
      o = e[i];
    ze(o) && ze(I(t, a)) ? Be(o, t, a, r) : o && r.push(a);
  }
  return r;
}
var Ve = (e) => {
  for (let t in e) if (R(e[t])) return !0;
  return !1;
};
function He(e) {
  return Array.isArray(e) || (O(e) && !Ve(e));
}
function Ue(e) {
  return !!(e && `_f` in e);
}
function We(e) {
  return Array.isArray(e) ? !e.some((e) => !F(e)) : !Object.keys(e).length;
}
function Q(e, t) {
  Array.isArray(e) ? (e[t] = void 0) : delete e[t];
}
function Ge(e, t = {}, n) {
  for (let r in e) {
    let i = e[r],
      a = n && n[r];
    He(i) && (!Array.isArray(i) || !Ue(a))
      ? ((t[r] = Array.isArray(i) ? [] : {}), Ge(i, t[r], a), We(t[r]) && Q(t, r))
      : F(i) || (t[r] = !0);
  }
  return t;
}
function $(e, t, n, r) {
  n ||= Ge(t, Array.isArray(E(t) ? e : t) ? [] : {}, r);
  for (let i in e) {
    let a = e[i],
      o = r && r[i];
    He(a) && (!Array.isArray(a) || !Ue(o))
      ? (F(t) || H(n[i])
          ? (n[i] = Ge(a, Array.isArray(a) ? [] : {}, o))
          : $(a, E(t) ? {} : t[i], n[i], o),
        We(n[i]) && Q(n, i))
      : U(a, E(t) ? void 0 : t[i])
        ? Q(n, i)
        : (n[i] = !0);
  }
  return n;
}
var Ke = (e, t) => {
    let n = t.split(`.`),
      r = [],
      i = n[0];
    for (let t = 1; t < n.length; i += `.` + n[t++])
      !isNaN(+n[t]) && e.has(i) && r.push(`${i}.${n[t]}`);
    return r;
  },
  qe = (e, { valueAsNumber: t, valueAsDate: n, setValueAs: r }) =>
    F(e) ? e : t ? (e === `` ? NaN : e && +e) : n && W(e) ? new Date(e) : r ? r(e) : e;
function Je(e) {
  let t = e.ref;
  return w(t)
    ? t.files
    : be(t)
      ? Ee(e.refs).value
      : Fe(t)
        ? [...t.selectedOptions]
            .filter((e) => !e.disabled && !e.closest?.call(e, `optgroup[disabled]`))
            .map(({ value: e }) => e)
        : C(t)
          ? we(e.refs).value
          : qe(t.value, e);
}
var Ye = (e, t, n, r) => {
    let i = {};
    for (let n of e) {
      let e = I(t, n);
      e && z(i, n, j(e._f));
    }
    return { criteriaMode: n, names: [...e], fields: i, shouldUseNativeValidation: r };
  },
  Xe = (e) => (F(e) ? e : K(e) ? e.source : O(e) ? (K(e.value) ? e.value.source : e.value) : e),
  Ze = `AsyncFunction`,
  Qe = (e) => {
    if (!e || !e.validate) return !1;
    if (R(e.validate)) return e.validate.constructor.name === Ze;
    if (O(e.validate)) {
      for (let t in e.validate) if (e.validate[t].constructor.name === Ze) return !0;
    }
    return !1;
  },
  $e = (e) =>
    e.mount &&
    (e.required ||
      (!F(e.required) && e.required !== !1) ||
      !F(e.min) ||
      !F(e.max) ||
      !F(e.maxLength) ||
      !F(e.minLength) ||
      e.pattern ||
      e.validate);
function et(e, t, n) {
  let r = I(e, n);
  if ((r && (r.type || r.message)) || Array.isArray(r)) return { error: r, name: n };
  let i = n.split(`.`);
  for (; i.length;) {
    let r = i.join(`.`),
      a = I(t, r),
      o = I(e, r);
    if (a && !Array.isArray(a) && n !== r) return { name: n };
    if (o && o.type) return { name: r, error: o };
    if (o && o.root && o.root.type) return { name: `${r}.root`, error: o.root };
    i.pop();
  }
  return { name: n };
}
var tt = (e, t, n) => {
    let r = Object.keys(e).filter((e) => e !== `name`);
    return (
      !r.length || (n && r.length >= Object.keys(t).length) || r.find((e) => t[e] === (!n || N.all))
    );
  },
  nt = (e, t, n) => (n ? e === t || e.startsWith(t + `.`) : e.startsWith(t) || t.startsWith(e)),
  rt = (e, t, n) => {
    if (!e || !t || e === t) return !0;
    if (!Array.isArray(e)) return nt(e, t, n);
    for (let r of e) if (r && nt(r, t, n)) return !0;
    return !1;
  },
  it = (e, t, n, r, i) =>
    i.isOnAll
      ? !1
      : !n && i.isOnTouch
        ? !(t || e)
        : (n ? r.isOnBlur : i.isOnBlur)
          ? !e
          : !(n ? r.isOnChange : i.isOnChange) || e,
  at = (e, t) => {
    let n = I(e, t);
    !ke(n).length && !(n && n.root) && X(e, t);
  },
  ot = { mode: N.onSubmit, reValidateMode: N.onChange, shouldFocusError: !0 },
  st = (e, t) => {
    for (let t in e) delete e[t];
    Object.assign(e, t);
  },
  ct = {
    submitCount: 0,
    isDirty: !1,
    isReady: !1,
    isValidating: !1,
    isSubmitted: !1,
    isSubmitting: !1,
    isSubmitSuccessful: !1,
    isValid: !1,
    touchedFields: {},
    dirtyFields: {},
    validatingFields: {},
  };
function lt(e = {}) {
  let t = { ...ot, ...e },
    n = {
      ...j(ct),
      isLoading: R(t.defaultValues),
      errors: j(t.errors) || {},
      disabled: t.disabled || !1,
    },
    r = {},
    i = ((O(t.defaultValues) || O(t.values)) && j(t.defaultValues || t.values)) || {},
    a = t.shouldUnregister ? {} : j(i),
    o = { action: !1, actionArrayLengths: new Map(), mount: !1, watch: !1, keepIsValid: !1 },
    s = !1,
    c = {
      mount: new Set(),
      disabled: new Set(),
      unMount: new Set(),
      array: new Set(),
      watch: new Set(),
      registerName: new Set(),
    },
    l = {},
    u = {},
    d = new Set(),
    f = he(t.mode),
    p = he(t.reValidateMode),
    m = {
      isDirty: !1,
      dirtyFields: !1,
      validatingFields: !1,
      touchedFields: !1,
      isValidating: !1,
      isValid: !1,
      errors: !1,
    },
    h = { ...m },
    g = {},
    _ = (...e) => e.some((e) => h[e] || g[e]),
    v = (e) => {
      for (let t of d) if (rt(t.name, e, t.exact)) return !0;
      return !1;
    },
    y = { array: je(), state: je() },
    b = 0,
    x = 0,
    S = 0,
    D = 0,
    k = {},
    oe = t.criteriaMode === N.all,
    se = (e, t) => (n) => {
      (clearTimeout(u[e]), (u[e] = setTimeout(t, n)));
    },
    B = (e) => {
      (clearTimeout(u[e]), delete u[e], delete l[e]);
    },
    le = (e) => {
      B(e);
      let t = `${e}.`;
      for (let e of Object.keys(l)) e.startsWith(t) && B(e);
    },
    V = async (e) => {
      if (!o.keepIsValid && !t.disabled && (_(`isValid`) || e)) {
        let i = ++b,
          a = S,
          o;
        if (
          (t.resolver
            ? ((o = G((await q()).errors)), i === b && H())
            : (o = await Y({ fields: r, onlyCheckValid: !0, eventType: M.VALID })),
          i !== b)
        )
          return;
        if (a !== S) return V(e);
        o !== n.isValid && y.state.next({ isValid: o });
      }
    },
    ue = (e, t) => {
      let r = [...e];
      if (!r.some((e) => e && (t ? I(n.validatingFields, e) !== !0 : Pe(n.validatingFields, e))))
        return;
      let i = j(n.validatingFields);
      for (let e of r) e && (t ? z(i, e, !0) : X(i, e));
      U(n.validatingFields, i) || (n.validatingFields = i);
    },
    H = (e, r) => {
      !t.disabled &&
        _(`isValidating`, `validatingFields`) &&
        (ue(e || c.mount, r),
        y.state.next({
          validatingFields: n.validatingFields,
          isValidating: !G(n.validatingFields),
        }));
    },
    de = () => {
      n.dirtyFields = $(i, a, void 0, r);
    },
    fe = (e, i = [], c, l, u = !0, d = !0) => {
      if (l && c && !t.disabled) {
        ((o.action = !0), (o.keepIsValid = !1));
        let t = I(r, e),
          a = t && t._f,
          f = a ? Object.assign([], t) : t;
        if (
          (o.actionArrayLengths.has(e) ||
            o.actionArrayLengths.set(e, Array.isArray(f) ? f.length : 0),
          d && Array.isArray(f))
        ) {
          let t = c(f, l.argA, l.argB) || f;
          a ? z(r, e, { ...t, _f: a }) : u && z(r, e, t);
        }
        let p = I(n.errors, e);
        if (d && Array.isArray(p)) {
          let t = p.root,
            r = c(p, l.argA, l.argB) || p;
          (t && (r.root = t),
            u && z(n.errors, e, r),
            at(n.errors, e),
            (n.errors = { ...n.errors }));
        }
        let m = I(n.touchedFields, e),
          h = d && Array.isArray(m);
        if (h) {
          let t = c(m, l.argA, l.argB);
          u && z(n.touchedFields, e, t);
        }
        let g = I(n.dirtyFields, e);
        if (d && Array.isArray(g)) {
          let t = c(g, l.argA, l.argB) || g;
          u && z(n.dirtyFields, e, t);
        }
        (_(`dirtyFields`) ? de() : (s = !0),
          y.state.next({
            name: e,
            isDirty: Z(e, i),
            dirtyFields: n.dirtyFields,
            ...(h && { touchedFields: n.touchedFields }),
            errors: n.errors,
            isValid: n.isValid,
          }));
      } else z(a, e, i);
    },
    pe = (e, t) => {
      (z(n.errors, e, t), (n.errors = { ...n.errors }), y.state.next({ errors: n.errors }));
    },
    be = (e) => {
      Object.keys(l).forEach(B);
      let t = !G(e);
      ((n.errors = j(e)),
        y.state.next({ errors: n.errors, ...(t ? { isValid: !1 } : {}) }),
        !t && o.mount && V());
    },
    K = (e) => (ce(e) ? [e] : A(e)),
    xe = (e) => {
      let t = K(e),
        n = a,
        r = i;
      for (let e = 0; e < t.length - 1; e++) {
        let i = t[e];
        if (((n = E(n) ? n : n[i]), (r = E(r) ? r : r[i]), n === null && r !== null)) return !0;
      }
      return !1;
    },
    Se = (e) => {
      if (!o.actionArrayLengths.size) return !1;
      let t = K(e),
        n = a,
        r = ``,
        i = -1,
        s = 0;
      for (let e = 0; e < t.length; e++) {
        if (E(n)) return !1;
        let a = t[e];
        if (((r = r ? `${r}.${a}` : a), Array.isArray(n) && +a >= n.length))
          return i === -1 ? !1 : e !== i || +a < s;
        if (
          (o.actionArrayLengths.has(r) && ((i = e + 1), (s = o.actionArrayLengths.get(r))),
          (n = n[a]),
          F(n) && i !== -1 && e > i && +t[i] < s)
        )
          return !0;
      }
      return !1;
    },
    Ce = (e) => {
      let t = a;
      for (let n of K(e)) {
        if (Array.isArray(t) && +n >= t.length) return !0;
        t &&= t[n];
      }
      return !1;
    },
    we = (e, l, u, d) => {
      let f = I(r, e);
      if (f) {
        if (xe(e) || Se(e)) return;
        let r = F(I(a, e)),
          p = I(a, e, F(u) ? I(i, e) : u),
          m = !!d && !n.isReady && Ie(d);
        if (F(p) || (d && d.defaultChecked) || m || l) {
          let t = l ? p : Je(f._f);
          (F(t) && Ce(e)) ||
            (_(`dirtyFields`) && !U(I(a, e), t) && (s = !0), z(a, e, t), m && Te(e, t));
        } else He(e, p);
        o.mount &&
          !o.action &&
          (t.resolver && _(`isValidating`, `validatingFields`)
            ? Promise.resolve().then(() => V())
            : V(),
          r && n.isDirty && _(`isDirty`) && (Z() || ((n.isDirty = !1), y.state.next({ ...n }))),
          t.shouldUnregister && r && !F(I(a, e)) && ge(e, c) && (o.watch = !0));
      }
    },
    Te = (e, o, c, l, u) => {
      let d = !1,
        f = !1,
        p = { name: e };
      if (!t.disabled || l === !0) {
        if (!c || l) {
          let t = U(I(i, e), o);
          if (
            (_(`isDirty`) &&
              ((f = n.isDirty), (n.isDirty = p.isDirty = !t || Z()), (d = f !== p.isDirty)),
            (f = !!I(n.dirtyFields, e)),
            t)
          )
            X(n.dirtyFields, e);
          else {
            let t = I(i, e),
              a = I(r, e),
              s = !(a && a._f) && (O(t) || Array.isArray(t)) ? $(t, o, void 0, a) : !0;
            z(n.dirtyFields, e, s);
          }
          let c = !1;
          if (s || (t && (_(`isDirty`) ? n.isDirty : Z()))) {
            s = !1;
            let e = $(i, a, void 0, r);
            U(n.dirtyFields, e) || ((c = !0), st(n.dirtyFields, e));
          }
          ((p.dirtyFields = n.dirtyFields), (d ||= _(`dirtyFields`) && (c || f !== !t)));
        }
        if (c) {
          let t = Pe(n.touchedFields, e) ? I(n.touchedFields, e) : void 0;
          t ||
            (z(n.touchedFields, e, c),
            (p.touchedFields = n.touchedFields),
            (d ||= _(`touchedFields`) && t !== c));
        }
        d && u && y.state.next(p);
      }
      return d ? p : {};
    },
    Ee = (e, r, i, a) => {
      let o = I(n.errors, e),
        s = _(`isValid`) && L(r) && n.isValid !== r;
      if (
        (t.delayError && i
          ? ((l[e] = se(e, () => pe(e, i))), l[e](t.delayError))
          : (B(e), i ? z(n.errors, e, i) : X(n.errors, e), (n.errors = { ...n.errors })),
        (i ? !U(o, i, !0) : o) || !G(a) || s)
      ) {
        let t = { ...a, ...(s && L(r) ? { isValid: r } : {}), errors: n.errors, name: e };
        y.state.next(t);
      }
    },
    q = async (e) => (
      H(e, !0),
      await t.resolver(
        a,
        t.context,
        Ye(e || c.mount, r, t.criteriaMode, t.shouldUseNativeValidation),
      )
    ),
    J = async (e) => {
      let t = S,
        i = D,
        a = e ? e.filter((e) => I(r, e)) : [],
        { errors: o } = await q(e);
      if (t !== S) return o;
      if ((H(e), e)) {
        for (let t of e) {
          if (a.includes(t) && (!I(r, t) || k[t] > i)) {
            X(o, t);
            continue;
          }
          let e = I(o, t);
          le(t);
          let s = c.array.has(t) && O(e) && !Object.keys(e).some((e) => !Number.isNaN(Number(e))),
            l = I(r, t),
            u = O(l) && Object.keys(l).some((e) => e !== `_f`);
          s
            ? ve(n.errors, { [t]: e }, t)
            : (e && (e.type || e.message)) || Array.isArray(e) || (O(e) && u)
              ? z(n.errors, t, e)
              : X(n.errors, t);
        }
        n.errors = { ...n.errors };
      } else (Object.keys(l).forEach(B), (n.errors = o));
      return o;
    },
    Ae = async ({ name: e, eventType: r, onlyCheckValid: i }) => {
      if (t.validate) {
        let o = S,
          s = ++x,
          c = await t.validate({ formValues: a, formState: n, name: e, eventType: r });
        if (o !== S || (r !== M.SUBMIT && s !== x)) return !0;
        if (i && (O(c) ? Object.values(c).some(Boolean) : W(c) || !c)) return !1;
        if (O(c)) {
          let e = !0;
          pt(ie);
          for (let t in c) {
            let n = c[t];
            n &&
              ((e = !1),
              mt(`${ie}.${t}`, {
                message: W(n.message) ? n.message : ``,
                type: n.type || P.validate,
              }));
          }
          return e;
        }
        return W(c) || !c
          ? (pt(ie), mt(ie, { message: c || ``, type: P.validate }), !1)
          : (pt(ie), !0);
      }
      return !0;
    },
    Y = async ({
      fields: e,
      onlyCheckValid: i,
      name: o,
      eventType: s,
      context: l = { valid: !0, runRootValidation: !1 },
    }) => {
      let u = S;
      if (
        t.validate &&
        !l.runRootValidation &&
        ((l.runRootValidation = !0),
        !(await Ae({ name: o, eventType: s, onlyCheckValid: i })) && ((l.valid = !1), i))
      )
        return l.valid;
      for (let o in e) {
        let d = e[o];
        if (d) {
          let { _f: e, ...f } = d;
          if (e) {
            let o = c.array.has(e.name),
              s = d._f && Qe(d._f),
              f = _(`isValidating`, `validatingFields`);
            s && f && H([e.name], !0);
            let p = D,
              m = await De(d, c.disabled, a, oe, t.shouldUseNativeValidation && !i, o);
            if (u !== S) return l.valid;
            if ((s && f && H([e.name]), !I(r, e.name) || k[e.name] > p)) continue;
            if (
              (m[e.name] && ((l.valid = !1), i)) ||
              (i ||
                (B(e.name),
                I(m, e.name)
                  ? o
                    ? ve(n.errors, m, e.name)
                    : z(n.errors, e.name, m[e.name])
                  : X(n.errors, e.name)),
              t.shouldUseNativeValidation && m[e.name])
            )
              break;
          }
          !G(f) && (await Y({ context: l, onlyCheckValid: i, fields: f, name: o, eventType: s }));
        }
      }
      return l.valid;
    },
    Ne = () => {
      for (let e of c.unMount) {
        let t = I(r, e);
        t && (t._f.refs ? t._f.refs.every((e) => !Re(e)) : !Re(t._f.ref)) && vt(e);
      }
      c.unMount = new Set();
    },
    Z = (e, t) => (e && !F(t) && z(a, e, t), !U(o.mount ? a : i, i)),
    ze = (e, t, n) => {
      let r = o.mount ? a : F(t) || !F(e) ? i : t;
      return me(e, c, F(e) ? { ...r } : r, n, t);
    },
    Ve = (e) => ke(I(o.mount ? a : i, e, t.shouldUnregister ? I(i, e, []) : [])),
    He = (e, t, n = {}, i = !1, o = !1, s = !1) => {
      let c = I(r, e),
        l = t;
      if (c) {
        let n = c._f;
        n &&
          (!n.disabled && z(a, e, qe(t, n)),
          (l = ye(n.ref) && E(t) ? `` : t),
          Fe(n.ref)
            ? [...n.ref.options].forEach((e) => (e.selected = l.includes(e.value)))
            : n.refs
              ? C(n.ref)
                ? n.refs.forEach((e) => {
                    (e.defaultChecked && e.disabled) ||
                      (e.checked = Array.isArray(l)
                        ? !F(e.value) && l.includes(e.value)
                        : l === e.value || !!l);
                  })
                : n.refs.forEach((e) => (e.checked = e.value === l))
              : w(n.ref)
                ? (n.ref.value = ``)
                : ((n.ref.value = l),
                  n.ref.type ||
                    o ||
                    s ||
                    y.state.next({ name: e, values: i ? a : v(e) ? j(a) : void 0 })));
      }
      ((n.shouldDirty || n.shouldTouch) &&
        Te(
          e,
          c && c._f && !c._f.disabled && (c._f.valueAsNumber || c._f.valueAsDate || c._f.setValueAs)
            ? qe(t, c._f)
            : l,
          n.shouldTouch,
          n.shouldDirty,
          !o,
        ),
        n.shouldValidate && lt(e, { delayError: n.delayError }),
        n.shouldValidate &&
          c &&
          c._f &&
          c._f.deps &&
          (!Array.isArray(c._f.deps) || c._f.deps.length > 0) &&
          lt(c._f.deps));
    },
    Ue = (e, t, n, i = !1, o = !1, s = !1) => {
      for (let l in t) {
        if (!Object.prototype.hasOwnProperty.call(t, l)) continue;
        let u = t[l],
          d = e + `.` + l,
          f = I(r, d);
        (c.array.has(d) && y.array.next({ name: d, values: i ? a : j(a) }),
          (c.array.has(e) || O(u) || (f && !f._f)) && !T(u)
            ? Ue(d, u, n, i, o, s)
            : He(d, u, n, i, o, s));
      }
    },
    We = (e, t, i, s, l = !1) => {
      let u = I(r, e),
        d = c.array.has(e),
        f = s ? t : j(t),
        p = U(I(a, e), f);
      if ((p || z(a, e, f), d))
        (y.array.next({ name: e, values: s ? a : j(a) }),
          _(`isDirty`, `dirtyFields`) &&
            i.shouldDirty &&
            (de(),
            (n.isDirty = Z(e, f)),
            l || y.state.next({ name: e, dirtyFields: n.dirtyFields, isDirty: n.isDirty })),
          i.shouldValidate && lt(e, { delayError: i.delayError }));
      else {
        let t = (Array.isArray(f) && !f.length) || G(f),
          n = !p && !l;
        !u || u._f || E(f) || t ? He(e, f, i, s, l, n) : Ue(e, f, i, s, l, n);
      }
      if (!p && !l) {
        let t = ge(e, c),
          r = o.mount || t ? e : void 0,
          i = d ? [] : Ke(c.array, e),
          l = s ? a : v(r) || i.some(v) ? j(a) : void 0;
        y.state.next({ ...(t && n), name: r, values: l });
        for (let e of i) y.state.next({ name: e, values: l && j(a) });
      }
    },
    Q = (e, t, n = {}) => We(e, t, n, !1),
    Ge = (e, t = {}) => {
      let r = R(e) ? e(a) : e;
      if (!U(a, r) || t.shouldValidate || t.shouldDirty || t.shouldTouch) {
        a = { ...a, ...r };
        for (let e of new Set([...c.mount, ...c.array])) Pe(r, e) && We(e, I(r, e), t, !0, !0);
        if (t.shouldDirty && _(`isDirty`, `dirtyFields`))
          for (let e of Object.keys(r)) Te(e, a[e], !1, !0);
        (y.state.next({ ...n, name: void 0, type: void 0, ...(d.size ? { values: a } : {}) }),
          t.shouldValidate && V());
      }
    },
    Ze = async (e) => {
      o.mount = !0;
      let i = e.target,
        s = i.name,
        u = !0,
        d = I(r, s),
        m = D,
        h = (e) => {
          u = !!I(r, s) && !(k[s] > m) && U(e, I(a, s, e));
        };
      if (d) {
        o.keepIsValid = !1;
        let m,
          g,
          x = !1,
          C = i.type ? Je(d._f) : ee(e),
          w = e.type === M.BLUR || e.type === M.FOCUS_OUT,
          T = !$e(d._f) && !t.validate && !t.resolver && !I(n.errors, s) && !d._f.deps,
          E = T || it(w, I(n.touchedFields, s), n.isSubmitted, p, f),
          D = ge(s, c, w);
        (z(a, s, j(C)),
          w
            ? (i && i.readOnly) ||
              (d._f.onBlur && d._f.onBlur(e),
              Object.prototype.hasOwnProperty.call(l, s) && ((x = !0), l[s](0)))
            : d._f.onChange && d._f.onChange(e));
        let O = Te(s, C, w),
          k = !G(O) || D;
        if ((!w && y.state.next({ name: s, type: e.type, ...(v(s) ? { values: j(a) } : {}) }), E))
          return (
            (T && n.isValid) || !_(`isValid`) || (t.mode === `onBlur` ? w && V() : w || V()),
            k && y.state.next({ name: s, ...(D ? {} : O) })
          );
        if (
          (!t.resolver && t.validate && (await Ae({ name: s, eventType: e.type })),
          !w && D && y.state.next({ ...n }),
          t.resolver)
        ) {
          let e = S,
            { errors: t } = await q([s]);
          if (e !== S) return;
          if ((H([s]), h(C), !u)) {
            !G(O) && y.state.next(O);
            return;
          }
          let i = et(n.errors, r, s),
            a = et(t, r, i.name || s);
          ((m = a.error), (s = a.name), (g = G(t)));
        } else {
          let n = S,
            i = ++b;
          if (
            (H([s], !0),
            (m = (await De(d, c.disabled, a, oe, t.shouldUseNativeValidation))[s]),
            n !== S)
          )
            return;
          if ((H([s]), h(C), u)) {
            if (m) g = !1;
            else if (_(`isValid`)) {
              if (
                ((g = await Y({ fields: r, onlyCheckValid: !0, name: s, eventType: e.type })),
                n !== S)
              )
                return;
              (h(C), i !== b && (g = void 0));
            }
          }
        }
        u &&
          (d._f.deps && (!Array.isArray(d._f.deps) || d._f.deps.length > 0) && lt(d._f.deps),
          Ee(s, g, m, O),
          x && Object.prototype.hasOwnProperty.call(l, s) && l[s](0));
      }
    },
    nt = (e, t) => {
      if (I(n.errors, t) && e.focus) return (e.focus(), 1);
    },
    lt = async (e, i = {}) => {
      o.keepIsValid = !1;
      let a,
        s,
        u = Oe(e),
        d = S;
      if (t.resolver) {
        let t = await J(F(e) ? e : u);
        ((a = G(t)), (s = e ? !u.some((e) => I(t, e)) : a));
      } else
        e
          ? ((s = (
              await Promise.all(
                u.map(async (e) => {
                  let t = I(r, e);
                  return await Y({ fields: t && t._f ? { [e]: t } : t, eventType: M.TRIGGER });
                }),
              )
            ).every(Boolean)),
            (s || n.isValid) && V())
          : (s = a = await Y({ fields: r, name: e, eventType: M.TRIGGER }));
      if (d !== S) return s;
      if (i.delayError && t.delayError && W(e)) {
        let r = I(n.errors, e);
        r ? (X(n.errors, e), (l[e] = se(e, () => pe(e, r))), l[e](t.delayError)) : B(e);
      }
      if (i.shouldTouch) {
        let t = (e) => {
          !c.array.has(e) && z(n.touchedFields, e, !0);
        };
        for (let n of e ? u : c.mount) {
          let e = I(r, n);
          O(e) || Array.isArray(e) ? _e(r, (e, n) => t(n), [n]) : t(n);
        }
      }
      return (
        (n.errors = { ...n.errors }),
        y.state.next({
          ...(!W(e) || (_(`isValid`) && a !== n.isValid) ? {} : { name: e }),
          ...(t.resolver || !e ? { isValid: a } : {}),
          ...(i.shouldTouch && _(`touchedFields`) ? { touchedFields: n.touchedFields } : {}),
          errors: n.errors,
        }),
        i.shouldFocus && !s && _e(r, nt, e ? u : c.mount),
        s
      );
    },
    ut = (e, t) => {
      let r = F(e) && !t ? { ...(o.mount ? a : i) } : o.mount ? a : i;
      return (
        t && (r = Me(t.dirtyFields ? n.dirtyFields : n.touchedFields, r)),
        F(e) ? r : W(e) ? I(r, e) : e.map((e) => I(r, e))
      );
    },
    dt = (e) => (F(e) ? { ...n.errors } : W(e) ? I(n.errors, e) : e.map((e) => I(n.errors, e))),
    ft = (e, t) => {
      let r = t || n,
        i = I(r.errors, e);
      return {
        invalid: !!i,
        isDirty: !!I(r.dirtyFields, e),
        error: i,
        isValidating: !!I(r.validatingFields, e),
        isTouched: !!I(r.touchedFields, e),
      };
    },
    pt = (e) => {
      let t = e ? Oe(e) : void 0;
      t
        ? t.forEach((e) => {
            (le(e),
              X(n.errors, e),
              (n.errors = { ...n.errors }),
              y.state.next({ name: e, errors: n.errors }));
          })
        : (Object.keys(l).forEach(B), (n.errors = {}), y.state.next({ errors: n.errors }));
    },
    mt = (e, t, i) => {
      le(e);
      let a = I(r, e, { _f: {} }),
        o = a._f && a._f.ref,
        { ref: s, message: c, type: l, types: u, ...d } = I(n.errors, e) || {};
      if (
        (z(n.errors, e, { ...d, ...t, ref: o }),
        (n.errors = { ...n.errors }),
        y.state.next({ name: e, errors: n.errors, isValid: !1 }),
        i && i.shouldFocus)
      ) {
        let e = a._f?.refs ? a._f.refs.find((e) => !e.disabled) || a._f.refs[0] : o;
        e && e.focus && e.focus();
      }
    },
    ht = (e, t) => {
      if (R(e)) {
        let n = {};
        d.add(n);
        let { unsubscribe: r } = y.state.subscribe({
          next: (n) => `values` in n && e(n.values || ze(void 0, t), n),
        });
        return {
          unsubscribe: () => {
            (d.delete(n), r());
          },
        };
      }
      return ze(e, t, !0);
    },
    gt = (e) => {
      let t = { name: e.name, exact: e.exact };
      e.formState && e.formState.values && d.add(t);
      let { unsubscribe: r } = y.state.subscribe({
        next: (t) => {
          if (rt(e.name, t.name, e.exact) && tt(t, e.formState || h, e.reRenderRoot)) {
            let r = t.values || { ...a };
            e.callback({
              ...n,
              ...t,
              validatingFields: n.validatingFields,
              isValidating: n.isValidating,
              values: r,
              defaultValues: i,
            });
          }
        },
      });
      return () => {
        (d.delete(t), r());
      };
    },
    _t = (e) => {
      o.mount = !0;
      let t = Object.keys(e.formState || {}).filter((t) => e.formState && e.formState[t]);
      for (let e of t) g[e] = (g[e] || 0) + 1;
      let n = gt({ ...e, formState: { ...m, ...e.formState } });
      return () => {
        for (let e of t.splice(0)) g[e]--;
        n();
      };
    },
    vt = (e, o = {}) => {
      let s = e ? Oe(e) : [...c.mount],
        l = new Set(s);
      if (e) for (let e of c.mount) s.some((t) => e.startsWith(`${t}.`)) && l.add(e);
      o.keepIsValidating || ue(l);
      for (let e of l)
        (c.mount.delete(e),
          c.array.delete(e),
          c.disabled.delete(e),
          X(r, e),
          !o.keepValue && X(a, e),
          o.keepError || (le(e), X(n.errors, e)),
          !o.keepDirty && X(n.dirtyFields, e),
          !o.keepTouched && X(n.touchedFields, e),
          !t.shouldUnregister && !o.keepDefaultValue && X(i, e));
      (o.keepError || (n.errors = { ...n.errors }),
        d.size && y.state.next({ values: j(a) }),
        y.state.next({
          ...n,
          ...(o.keepDirty ? {} : { isDirty: Z() }),
          ...(o.keepIsValidating ? {} : { isValidating: !G(n.validatingFields) }),
        }),
        !o.keepIsValid && V());
    },
    yt = ({ disabled: e, name: t }) => {
      if ((L(e) && o.mount) || e || c.disabled.has(t)) {
        let n = c.disabled.has(t) !== !!e;
        (e ? c.disabled.add(t) : c.disabled.delete(t), n && o.mount && !o.action && V());
      }
    },
    bt = (e, n = {}) => {
      let a = I(r, e),
        s = L(n.disabled) || L(t.disabled),
        l = !c.registerName.has(e) && a && a._f && !a._f.mount;
      if (
        ((a && a._f) || (k[e] = ++D),
        z(r, e, {
          ...(a || {}),
          _f: { ...(a && a._f ? a._f : { ref: { name: e } }), name: e, mount: !0, ...n },
        }),
        c.mount.add(e),
        a && a._f)
      ) {
        let t = I(r, e);
        for (let e of re) e in n || delete t._f[e];
      }
      return (
        a && !l
          ? yt({ disabled: L(n.disabled) ? n.disabled : t.disabled, name: e })
          : we(e, !0, n.value),
        {
          ...(s ? { disabled: n.disabled || t.disabled } : {}),
          ...(t.progressive
            ? {
                required: !!Xe(n.required),
                min: Xe(n.min),
                max: Xe(n.max),
                minLength: Xe(n.minLength),
                maxLength: Xe(n.maxLength),
                pattern: Xe(n.pattern),
              }
            : {}),
          name: e,
          onChange: Ze,
          onBlur: Ze,
          ref: (s) => {
            if (s) {
              (c.registerName.add(e), bt(e, n), c.registerName.delete(e), (a = I(r, e)));
              let t =
                  (F(s.value) &&
                    s.querySelectorAll &&
                    s.querySelectorAll(`input,select,textarea`)[0]) ||
                  s,
                o = Le(t),
                l = a._f.refs || [];
              if (o ? l.find((e) => e === t) : t === a._f.ref) return;
              let u = { ...a._f };
              (o
                ? ((u.refs = [...l.filter(Re), t, ...(Array.isArray(I(i, e)) ? [{}] : [])]),
                  (u.ref = { type: t.type, name: e }))
                : ((u.ref = t), delete u.refs),
                z(r, e, { _f: u }),
                we(e, !1, void 0, t));
            } else
              ((a = I(r, e, {})),
                a._f && (a._f.mount = !1),
                (t.shouldUnregister || n.shouldUnregister) &&
                  !(te(c.array, e) && o.action) &&
                  c.unMount.add(e));
          },
        }
      );
    },
    xt = () => t.shouldFocusError && !t.shouldUseNativeValidation && _e(r, nt, c.mount),
    St = (e) => {
      L(e) &&
        (y.state.next({ disabled: e }),
        _e(
          r,
          (t, n) => {
            let i = I(r, n);
            i &&
              ((t.disabled = i._f.disabled || e),
              Array.isArray(i._f.refs) &&
                i._f.refs.forEach((t) => {
                  t.disabled = i._f.disabled || e;
                }));
          },
          0,
        ));
    },
    Ct = (e, i) => async (o) => {
      let s,
        u,
        d = !1;
      o && (o.preventDefault && o.preventDefault(), o.persist && o.persist());
      let f = j(a);
      y.state.next({ isSubmitting: !0 });
      let p = S,
        m = (e) => {
          throw (p === S && y.state.next({ isSubmitting: !1 }), e);
        };
      if (t.resolver) {
        let e;
        try {
          e = await q();
        } catch (e) {
          m(e);
        }
        let { errors: t, values: r } = e;
        if (p !== S) return;
        (H(), Object.keys(l).forEach(B), (n.errors = t), (f = j(r)));
      } else {
        try {
          await Y({ fields: r, eventType: M.SUBMIT });
        } catch (e) {
          m(e);
        }
        if (p !== S) return;
        (X(n.errors, ae), (n.errors = { ...n.errors }));
      }
      if (c.disabled.size && (O(f) || Array.isArray(f))) for (let e of c.disabled) X(f, e);
      if (G(n.errors)) {
        y.state.next({ errors: {} });
        try {
          s = await e(f, o);
        } catch (e) {
          ((d = !0), (u = e));
        }
      } else {
        if (i)
          try {
            await i({ ...n.errors }, o);
          } catch (e) {
            m(e);
          }
        p === S && (xt(), setTimeout(xt));
      }
      if (
        (p === S &&
          y.state.next({
            isSubmitted: !0,
            isSubmitting: !1,
            isSubmitSuccessful: G(n.errors) && !d,
            submitCount: n.submitCount + 1,
            errors: n.errors,
          }),
        d)
      )
        throw u;
      return s;
    },
    wt = (e, t = {}) => {
      I(r, e) &&
        (ue([e]),
        F(t.defaultValue)
          ? Q(e, j(I(i, e)))
          : (Q(e, t.defaultValue), (i = j(i)), z(i, e, j(t.defaultValue))),
        t.keepTouched || X(n.touchedFields, e),
        t.keepDirty ||
          (X(n.dirtyFields, e), (n.isDirty = F(t.defaultValue) ? Z() : Z(e, j(I(i, e))))),
        t.keepError || (le(e), X(n.errors, e), (n.errors = { ...n.errors }), V()),
        y.state.next({ ...n, isValidating: !G(n.validatingFields) }));
    },
    Tt = (e, u = {}) => {
      S++;
      let d = e ? j(e) : i,
        f = j(d),
        p = G(e),
        m = f,
        g = r;
      if ((Object.keys(l).forEach(B), u.keepDefaultValues || (i = d), !u.keepValues)) {
        if (u.keepDirtyValues) {
          let e = new Set([...c.mount, ...Be($(i, a, void 0, g), n.dirtyFields)]);
          for (let t of e) {
            let e = I(n.dirtyFields, t),
              r = I(a, t),
              i = I(m, t);
            e && !F(r) ? z(m, t, r) : !e && !F(i) && Q(t, i);
          }
        } else {
          if (ne && F(e))
            for (let e of c.mount) {
              let t = I(r, e);
              if (t && t._f) {
                let e = Array.isArray(t._f.refs) ? t._f.refs[0] : t._f.ref;
                if (ye(e)) {
                  let t = e.closest(`form`);
                  if (t) {
                    t.reset();
                    break;
                  }
                }
              }
            }
          if (u.keepFieldsRef) for (let e of c.mount) Q(e, I(m, e));
          else r = {};
        }
        if (t.shouldUnregister) {
          if (((a = u.keepDefaultValues ? j(i) : {}), u.keepFieldsRef))
            for (let e of c.mount) z(a, e, I(m, e));
        } else a = j(m);
        (y.array.next({ values: { ...m } }),
          y.state.next({ name: void 0, type: void 0, values: { ...m } }));
      }
      ((c = {
        mount: u.keepDirtyValues || u.keepFieldsRef ? c.mount : new Set(),
        unMount: new Set(),
        array: new Set(),
        registerName: new Set(),
        disabled:
          u.keepValues || u.keepDirtyValues || u.keepFieldsRef
            ? new Set([...c.disabled].filter((e) => I(r, e)))
            : new Set(),
        watch: new Set(),
        watchAll: !1,
        focus: ``,
      }),
        (o.mount =
          !h.isValid || !!u.keepIsValid || !!u.keepDirtyValues || (!t.shouldUnregister && !G(m))),
        (o.watch = !!t.shouldUnregister),
        (o.keepIsValid = !!u.keepIsValid),
        (o.action = !1),
        o.actionArrayLengths.clear(),
        (s = !1),
        u.keepErrors || (n.errors = {}),
        y.state.next({
          submitCount: u.keepSubmitCount ? n.submitCount : 0,
          isDirty: p
            ? !1
            : u.keepDirty
              ? n.isDirty
              : u.keepValues
                ? Z()
                : !!(u.keepDefaultValues && e && !U(e, i)),
          isSubmitted: u.keepIsSubmitted ? n.isSubmitted : !1,
          dirtyFields: p
            ? {}
            : u.keepDirtyValues
              ? u.keepDefaultValues && a
                ? $(i, a, void 0, g)
                : n.dirtyFields
              : u.keepDefaultValues && e
                ? $(i, e, void 0, g)
                : u.keepDirty
                  ? n.dirtyFields
                  : u.keepValues
                    ? $(i, a, void 0, g)
                    : {},
          touchedFields: u.keepTouched ? n.touchedFields : {},
          ...(!u.keepIsValidating && (n.isValidating || !G(n.validatingFields))
            ? { validatingFields: {}, isValidating: !1 }
            : null),
          errors: u.keepErrors ? n.errors : {},
          isSubmitSuccessful: u.keepIsSubmitSuccessful ? n.isSubmitSuccessful : !1,
          isSubmitting: !1,
          defaultValues: i,
        }));
    },
    Et = (e, n) => Tt(R(e) ? e(a) : e, { ...t.resetOptions, ...n }),
    Dt = (e, t = {}) => {
      let n = I(r, e),
        i = n && n._f;
      if (i) {
        let e = i.refs ? i.refs.find((e) => !e.disabled) || i.refs[0] : i.ref;
        e.focus &&
          setTimeout(() => {
            (e.focus(), t.shouldSelect && R(e.select) && e.select());
          });
      }
    };
  y.state.subscribe({
    next: (e) => {
      let { name: t, type: r, values: i, ...a } = e;
      Object.keys(a).length && (n = { ...n, ...a });
    },
  });
  let Ot = {
    control: {
      register: bt,
      unregister: vt,
      getFieldState: ft,
      handleSubmit: Ct,
      setError: mt,
      _subscribe: gt,
      _runSchema: q,
      _updateIsValidating: H,
      _focusError: xt,
      _getWatch: ze,
      _getDirty: Z,
      _setValid: V,
      _setFieldArray: fe,
      _setDisabledField: yt,
      _setErrors: be,
      _getFieldArray: Ve,
      _reset: Tt,
      _resetDefaultValues: () =>
        R(t.defaultValues) &&
        t.defaultValues().then((e) => {
          (Et(e, t.resetOptions), y.state.next({ isLoading: !1 }));
        }),
      _removeUnmounted: Ne,
      _disableForm: St,
      _subjects: y,
      _proxyFormState: h,
      get _fields() {
        return r;
      },
      get _formValues() {
        return a;
      },
      get _state() {
        return o;
      },
      set _state(e) {
        o = e;
      },
      get _defaultValues() {
        return i;
      },
      get _names() {
        return c;
      },
      set _names(e) {
        c = e;
      },
      get _formState() {
        return n;
      },
      get _options() {
        return t;
      },
      set _options(e) {
        ((t = { ...t, ...e }),
          (f = he(t.mode)),
          (p = he(t.reValidateMode)),
          (oe = t.criteriaMode === N.all));
      },
    },
    subscribe: _t,
    trigger: lt,
    register: bt,
    handleSubmit: Ct,
    watch: ht,
    setValue: Q,
    setValues: Ge,
    getValues: ut,
    getErrors: dt,
    reset: Et,
    resetField: wt,
    resetDefaultValues: (e, t = {}) => {
      if (((i = j(e)), !t.keepDirty)) {
        let e = $(i, a, void 0, r);
        ((n.dirtyFields = e), (n.isDirty = !G(e)));
      }
      (t.keepIsValid || V(), y.state.next({ ...n, defaultValues: i }));
    },
    clearErrors: pt,
    unregister: vt,
    setError: mt,
    setFocus: Dt,
    getFieldState: ft,
  };
  return { ...Ot, formControl: Ot };
}
var ut = {
  mode: ot.mode,
  reValidateMode: ot.reValidateMode,
  shouldFocusError: ot.shouldFocusError,
  resolver: void 0,
  criteriaMode: void 0,
  delayError: void 0,
  shouldUnregister: void 0,
  shouldUseNativeValidation: void 0,
  context: void 0,
  progressive: void 0,
  resetOptions: void 0,
};
function dt(e = {}) {
  let t = u.useRef(void 0),
    n = u.useRef(void 0),
    r = u.useRef(e.formControl),
    i = u.useRef(!1),
    a = u.useRef(!!e.validate),
    o = u.useRef(!!e.errors),
    s = u.useRef(!1),
    [c, l] = u.useState(() => ({
      ...j(ct),
      isLoading: R(e.defaultValues),
      errors: e.errors || {},
      disabled: e.disabled || !1,
      defaultValues: R(e.defaultValues) ? void 0 : e.defaultValues,
    }));
  if (!t.current || (e.formControl && r.current !== e.formControl)) {
    if (((r.current = e.formControl), (i.current = !1), e.formControl))
      ((t.current = { ...e.formControl, formState: c }),
        e.defaultValues &&
          !R(e.defaultValues) &&
          e.formControl.reset(e.defaultValues, e.resetOptions));
    else {
      let { formControl: n, ...r } = lt(e);
      t.current = { ...r, formState: c };
    }
  }
  let d = t.current.control,
    f = d._options,
    p = {};
  for (let t in ut) t in f && !(t in e) && (p[t] = ut[t]);
  (i.current && !e.disabled && (p.disabled = !1),
    (d._options = { ...p, ...e, validate: e.validate }));
  let m = () => ({ ...d._formState, defaultValues: d._defaultValues }),
    { resyncIfNeeded: h, snapshot: g } = pe(m, fe);
  return (
    V(() => {
      h(!0, m, l);
      let e = d._subscribe({
        formState: d._proxyFormState,
        callback: () => l({ ...d._formState, defaultValues: d._defaultValues }),
        reRenderRoot: !0,
      });
      return (
        l((e) => ({ ...e, isReady: !0 })),
        (d._formState.isReady = !0),
        d._subjects.state.next({ isReady: !0 }),
        () => {
          (e(), g(!0, m));
        }
      );
    }, [d, h, g]),
    u.useEffect(() => {
      (d._disableForm(i.current && !e.disabled ? !1 : e.disabled), (i.current = !!e.disabled));
    }, [d, e.disabled]),
    u.useEffect(() => {
      (e.mode && (d._options.mode = e.mode),
        e.reValidateMode && (d._options.reValidateMode = e.reValidateMode));
    }, [d, e.mode, e.reValidateMode]),
    u.useEffect(() => {
      (e.errors ? (d._setErrors(e.errors), d._focusError()) : o.current && d._setErrors({}),
        (o.current = !!e.errors));
    }, [d, e.errors]),
    u.useEffect(() => {
      (a.current && !e.validate && t.current && t.current.clearErrors(ie),
        (a.current = !!e.validate));
    }, [e.validate]),
    u.useEffect(() => {
      e.shouldUnregister && d._subjects.state.next({ values: d._getWatch() });
    }, [d, e.shouldUnregister]),
    u.useEffect(() => {
      if (d._proxyFormState.isDirty) {
        let e = d._getDirty();
        e !== c.isDirty && d._subjects.state.next({ isDirty: e });
      }
    }, [d, c.isDirty]),
    u.useEffect(() => {
      e.values && !U(e.values, n.current)
        ? (d._reset(e.values, { keepFieldsRef: !0, ...d._options.resetOptions }),
          (d._options.resetOptions && d._options.resetOptions.keepIsValid) || d._setValid(),
          (n.current = e.values),
          l((e) => ({ ...e })))
        : d._resetDefaultValues();
    }, [d, e.values]),
    u.useEffect(() => {
      ((d._state.mount && (s.current || e.values)) || (d._setValid(), (d._state.mount = !0)),
        (s.current = !0),
        d._state.watch && ((d._state.watch = !1), d._subjects.state.next({ ...d._formState })),
        d._removeUnmounted());
    }),
    (t.current.formState = u.useMemo(() => le(c, d), [d, c])),
    t.current
  );
}
var ft = u.createContext(null);
ft.displayName = `HookFormContext`;
export { b as i, S as n, x as r, dt as t };
