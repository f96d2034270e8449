import { A as e, M as t, i as n, k as r } from './react-intl-BC9XPNUK.js';
function i(e) {
  try {
    return e();
  } catch {}
}
var a =
    i(() => globalThis) ||
    i(() => window) ||
    i(() => self) ||
    i(() => global) ||
    i(function () {
      return i.constructor(`return this`)();
    }),
  o = t(e(), 1),
  s = `4.3.8`,
  c = new Map();
function l(e) {
  let t = c.get(e) || 1;
  return (c.set(e, t + 1), `${e}:${t}:${Math.random().toString(36).slice(2)}`);
}
function u(e, t = 0) {
  let n = l(`stringifyForDisplay`);
  return JSON.stringify(e, (e, t) => (t === void 0 ? n : t), t)
    .split(JSON.stringify(n))
    .join(`<undefined>`);
}
var d = `Invariant Violation`,
  f = class e extends Error {
    constructor(t = d) {
      (super(t), (this.name = d), Object.setPrototypeOf(this, e.prototype));
    }
  },
  p = [`debug`, `log`, `warn`, `error`, `silent`],
  m = p.indexOf(`silent`);
function h(e, ...t) {
  if (!e) throw _(...t);
}
function g(e) {
  return function (t, ...n) {
    if (p.indexOf(e) >= m) {
      let r = console[e] || console.log;
      if (typeof t == `number`) {
        let e = t;
        ((t = te(e)), t || ((t = ne(e, n)), (n = [])));
      }
      r(t, ...n);
    }
  };
}
((h.debug = g(`debug`)), (h.log = g(`log`)), (h.warn = g(`warn`)), (h.error = g(`error`)));
function _(e, ...t) {
  return new f(te(e, t) || ne(e, t));
}
var ee = Symbol.for(`ApolloErrorMessageHandler_` + s);
function v(e) {
  if (typeof e == `string`) return e;
  try {
    return u(e, 2).slice(0, 1e3);
  } catch {
    return `<non-serializable>`;
  }
}
function te(e, t = []) {
  if (e) return a[ee] && a[ee](e, t.map(v));
}
function ne(e, t = []) {
  if (e)
    return typeof e == `string`
      ? t.reduce((e, t) => e.replace(/%[sdfo]/, v(t)), e)
      : `An error occurred! For more details, see the full error text at https://go.apollo.dev/c/err#${encodeURIComponent(JSON.stringify({ version: s, message: e, args: t.map(v) }))}`;
}
var re = Symbol.for(`__APOLLO_CONTEXT__`);
function ie() {
  h(`createContext` in o, 39);
  let e = o.createContext[re];
  return (
    e ||
      (Object.defineProperty(o.createContext, re, {
        value: (e = o.createContext({})),
        enumerable: !1,
        writable: !1,
        configurable: !0,
      }),
      (e.displayName = `ApolloContext`)),
    e
  );
}
function ae(e) {
  let t = o.useContext(ie()),
    n = e || t.client;
  return (h(!!n, 30), n);
}
var { toString: oe, hasOwnProperty: se } = Object.prototype,
  ce = Function.prototype.toString,
  le = new Map();
function y(e, t) {
  try {
    return ue(e, t);
  } finally {
    le.clear();
  }
}
function ue(e, t) {
  if (e === t) return !0;
  let n = oe.call(e);
  if (n !== oe.call(t)) return !1;
  switch (n) {
    case `[object Array]`:
      if (e.length !== t.length) return !1;
    case `[object Object]`: {
      if (he(e, t)) return !0;
      let n = de(e),
        r = de(t),
        i = n.length;
      if (i !== r.length) return !1;
      for (let e = 0; e < i; ++e) if (!se.call(t, n[e])) return !1;
      for (let r = 0; r < i; ++r) {
        let i = n[r];
        if (!ue(e[i], t[i])) return !1;
      }
      return !0;
    }
    case `[object Error]`:
      return e.name === t.name && e.message === t.message;
    case `[object Number]`:
      if (e !== e) return t !== t;
    case `[object Boolean]`:
    case `[object Date]`:
      return +e == +t;
    case `[object RegExp]`:
    case `[object String]`:
      return e == `${t}`;
    case `[object Map]`:
    case `[object Set]`: {
      if (e.size !== t.size) return !1;
      if (he(e, t)) return !0;
      let r = e.entries(),
        i = n === `[object Map]`;
      for (;;) {
        let e = r.next();
        if (e.done) break;
        let [n, a] = e.value;
        if (!t.has(n) || (i && !ue(a, t.get(n)))) return !1;
      }
      return !0;
    }
    case `[object Uint16Array]`:
    case `[object Uint8Array]`:
    case `[object Uint32Array]`:
    case `[object Int32Array]`:
    case `[object Int8Array]`:
    case `[object Int16Array]`:
    case `[object ArrayBuffer]`:
      ((e = new Uint8Array(e)), (t = new Uint8Array(t)));
    case `[object DataView]`: {
      let n = e.byteLength;
      if (n === t.byteLength) for (; n-- && e[n] === t[n];);
      return n === -1;
    }
    case `[object AsyncFunction]`:
    case `[object GeneratorFunction]`:
    case `[object AsyncGeneratorFunction]`:
    case `[object Function]`: {
      let n = ce.call(e);
      return n === ce.call(t) && !me(n, pe);
    }
  }
  return !1;
}
function de(e) {
  return Object.keys(e).filter(fe, e);
}
function fe(e) {
  return this[e] !== void 0;
}
var pe = `{ [native code] }`;
function me(e, t) {
  let n = e.length - t.length;
  return n >= 0 && e.indexOf(t, n) === n;
}
function he(e, t) {
  let n = le.get(e);
  if (n) {
    if (n.has(t)) return !0;
  } else le.set(e, (n = new Set()));
  return (n.add(t), !1);
}
function ge(e, t) {
  if (!e) throw Error(t);
}
var _e = {
    Name: [],
    Document: [`definitions`],
    OperationDefinition: [
      `description`,
      `name`,
      `variableDefinitions`,
      `directives`,
      `selectionSet`,
    ],
    VariableDefinition: [`description`, `variable`, `type`, `defaultValue`, `directives`],
    Variable: [`name`],
    SelectionSet: [`selections`],
    Field: [`alias`, `name`, `arguments`, `directives`, `selectionSet`],
    Argument: [`name`, `value`],
    FragmentSpread: [`name`, `directives`],
    InlineFragment: [`typeCondition`, `directives`, `selectionSet`],
    FragmentDefinition: [
      `description`,
      `name`,
      `variableDefinitions`,
      `typeCondition`,
      `directives`,
      `selectionSet`,
    ],
    IntValue: [],
    FloatValue: [],
    StringValue: [],
    BooleanValue: [],
    NullValue: [],
    EnumValue: [],
    ListValue: [`values`],
    ObjectValue: [`fields`],
    ObjectField: [`name`, `value`],
    Directive: [`name`, `arguments`],
    NamedType: [`name`],
    ListType: [`type`],
    NonNullType: [`type`],
    SchemaDefinition: [`description`, `directives`, `operationTypes`],
    OperationTypeDefinition: [`type`],
    ScalarTypeDefinition: [`description`, `name`, `directives`],
    ObjectTypeDefinition: [`description`, `name`, `interfaces`, `directives`, `fields`],
    FieldDefinition: [`description`, `name`, `arguments`, `type`, `directives`],
    InputValueDefinition: [`description`, `name`, `type`, `defaultValue`, `directives`],
    InterfaceTypeDefinition: [`description`, `name`, `interfaces`, `directives`, `fields`],
    UnionTypeDefinition: [`description`, `name`, `directives`, `types`],
    EnumTypeDefinition: [`description`, `name`, `directives`, `values`],
    EnumValueDefinition: [`description`, `name`, `directives`],
    InputObjectTypeDefinition: [`description`, `name`, `directives`, `fields`],
    DirectiveDefinition: [`description`, `name`, `arguments`, `directives`, `locations`],
    SchemaExtension: [`directives`, `operationTypes`],
    DirectiveExtension: [`name`, `directives`],
    ScalarTypeExtension: [`name`, `directives`],
    ObjectTypeExtension: [`name`, `interfaces`, `directives`, `fields`],
    InterfaceTypeExtension: [`name`, `interfaces`, `directives`, `fields`],
    UnionTypeExtension: [`name`, `directives`, `types`],
    EnumTypeExtension: [`name`, `directives`, `values`],
    InputObjectTypeExtension: [`name`, `directives`, `fields`],
    TypeCoordinate: [`name`],
    MemberCoordinate: [`name`, `memberName`],
    ArgumentCoordinate: [`name`, `fieldName`, `argumentName`],
    DirectiveCoordinate: [`name`],
    DirectiveArgumentCoordinate: [`name`, `argumentName`],
  },
  ve = new Set(Object.keys(_e));
function ye(e) {
  let t = e?.kind;
  return typeof t == `string` && ve.has(t);
}
var be;
(function (e) {
  ((e.QUERY = `query`), (e.MUTATION = `mutation`), (e.SUBSCRIPTION = `subscription`));
})((be ||= {}));
var b;
(function (e) {
  ((e.NAME = `Name`),
    (e.DOCUMENT = `Document`),
    (e.OPERATION_DEFINITION = `OperationDefinition`),
    (e.VARIABLE_DEFINITION = `VariableDefinition`),
    (e.SELECTION_SET = `SelectionSet`),
    (e.FIELD = `Field`),
    (e.ARGUMENT = `Argument`),
    (e.FRAGMENT_SPREAD = `FragmentSpread`),
    (e.INLINE_FRAGMENT = `InlineFragment`),
    (e.FRAGMENT_DEFINITION = `FragmentDefinition`),
    (e.VARIABLE = `Variable`),
    (e.INT = `IntValue`),
    (e.FLOAT = `FloatValue`),
    (e.STRING = `StringValue`),
    (e.BOOLEAN = `BooleanValue`),
    (e.NULL = `NullValue`),
    (e.ENUM = `EnumValue`),
    (e.LIST = `ListValue`),
    (e.OBJECT = `ObjectValue`),
    (e.OBJECT_FIELD = `ObjectField`),
    (e.DIRECTIVE = `Directive`),
    (e.NAMED_TYPE = `NamedType`),
    (e.LIST_TYPE = `ListType`),
    (e.NON_NULL_TYPE = `NonNullType`),
    (e.SCHEMA_DEFINITION = `SchemaDefinition`),
    (e.OPERATION_TYPE_DEFINITION = `OperationTypeDefinition`),
    (e.SCALAR_TYPE_DEFINITION = `ScalarTypeDefinition`),
    (e.OBJECT_TYPE_DEFINITION = `ObjectTypeDefinition`),
    (e.FIELD_DEFINITION = `FieldDefinition`),
    (e.INPUT_VALUE_DEFINITION = `InputValueDefinition`),
    (e.INTERFACE_TYPE_DEFINITION = `InterfaceTypeDefinition`),
    (e.UNION_TYPE_DEFINITION = `UnionTypeDefinition`),
    (e.ENUM_TYPE_DEFINITION = `EnumTypeDefinition`),
    (e.ENUM_VALUE_DEFINITION = `EnumValueDefinition`),
    (e.INPUT_OBJECT_TYPE_DEFINITION = `InputObjectTypeDefinition`),
    (e.DIRECTIVE_DEFINITION = `DirectiveDefinition`),
    (e.SCHEMA_EXTENSION = `SchemaExtension`),
    (e.DIRECTIVE_EXTENSION = `DirectiveExtension`),
    (e.SCALAR_TYPE_EXTENSION = `ScalarTypeExtension`),
    (e.OBJECT_TYPE_EXTENSION = `ObjectTypeExtension`),
    (e.INTERFACE_TYPE_EXTENSION = `InterfaceTypeExtension`),
    (e.UNION_TYPE_EXTENSION = `UnionTypeExtension`),
    (e.ENUM_TYPE_EXTENSION = `EnumTypeExtension`),
    (e.INPUT_OBJECT_TYPE_EXTENSION = `InputObjectTypeExtension`),
    (e.TYPE_COORDINATE = `TypeCoordinate`),
    (e.MEMBER_COORDINATE = `MemberCoordinate`),
    (e.ARGUMENT_COORDINATE = `ArgumentCoordinate`),
    (e.DIRECTIVE_COORDINATE = `DirectiveCoordinate`),
    (e.DIRECTIVE_ARGUMENT_COORDINATE = `DirectiveArgumentCoordinate`));
})((b ||= {}));
function xe(e) {
  return e === 9 || e === 32;
}
function Se(e, t) {
  let n = e.replace(/"""/g, `\\"""`),
    r = n.split(/\r\n|[\n\r]/g),
    i = r.length === 1,
    a = r.length > 1 && r.slice(1).every((e) => e.length === 0 || xe(e.charCodeAt(0))),
    o = n.endsWith(`\\"""`),
    s = e.endsWith(`"`) && !o,
    c = e.endsWith(`\\`),
    l = s || c,
    u = !(t != null && t.minimize) && (!i || e.length > 70 || l || a || o),
    d = ``,
    f = i && xe(e.charCodeAt(0));
  return (
    ((u && !f) || a) &&
      (d += `
`),
    (d += n),
    (u || l) &&
      (d += `
`),
    `"""` + d + `"""`
  );
}
var Ce = 10,
  we = 2;
function Te(e) {
  return Ee(e, []);
}
function Ee(e, t) {
  switch (typeof e) {
    case `string`:
      return JSON.stringify(e);
    case `function`:
      return e.name ? `[function ${e.name}]` : `[function]`;
    case `object`:
      return De(e, t);
    default:
      return String(e);
  }
}
function De(e, t) {
  if (e === null) return `null`;
  if (t.includes(e)) return `[Circular]`;
  let n = [...t, e];
  if (Oe(e)) {
    let t = e.toJSON();
    if (t !== e) return typeof t == `string` ? t : Ee(t, n);
  } else if (Array.isArray(e)) return Ae(e, n);
  return ke(e, n);
}
function Oe(e) {
  return typeof e.toJSON == `function`;
}
function ke(e, t) {
  let n = Object.entries(e);
  return n.length === 0
    ? `{}`
    : t.length > we
      ? `[` + je(e) + `]`
      : `{ ` + n.map(([e, n]) => e + `: ` + Ee(n, t)).join(`, `) + ` }`;
}
function Ae(e, t) {
  if (e.length === 0) return `[]`;
  if (t.length > we) return `[Array]`;
  let n = Math.min(Ce, e.length),
    r = e.length - n,
    i = [];
  for (let r = 0; r < n; ++r) i.push(Ee(e[r], t));
  return (
    r === 1 ? i.push(`... 1 more item`) : r > 1 && i.push(`... ${r} more items`),
    `[` + i.join(`, `) + `]`
  );
}
function je(e) {
  let t = Object.prototype.toString
    .call(e)
    .replace(/^\[object /, ``)
    .replace(/]$/, ``);
  if (t === `Object` && typeof e.constructor == `function`) {
    let t = e.constructor.name;
    if (typeof t == `string` && t !== ``) return t;
  }
  return t;
}
function Me(e) {
  return `"${e.replace(Ne, Pe)}"`;
}
var Ne = /[\x00-\x1f\x22\x5c\x7f-\x9f]/g;
function Pe(e) {
  return Fe[e.charCodeAt(0)];
}
var Fe =
  `\\u0000.\\u0001.\\u0002.\\u0003.\\u0004.\\u0005.\\u0006.\\u0007.\\b.\\t.\\n.\\u000B.\\f.\\r.\\u000E.\\u000F.\\u0010.\\u0011.\\u0012.\\u0013.\\u0014.\\u0015.\\u0016.\\u0017.\\u0018.\\u0019.\\u001A.\\u001B.\\u001C.\\u001D.\\u001E.\\u001F...\\"..........................................................\\\\...................................\\u007F.\\u0080.\\u0081.\\u0082.\\u0083.\\u0084.\\u0085.\\u0086.\\u0087.\\u0088.\\u0089.\\u008A.\\u008B.\\u008C.\\u008D.\\u008E.\\u008F.\\u0090.\\u0091.\\u0092.\\u0093.\\u0094.\\u0095.\\u0096.\\u0097.\\u0098.\\u0099.\\u009A.\\u009B.\\u009C.\\u009D.\\u009E.\\u009F`.split(
    `.`,
  );
function Ie(e, t) {
  let n = [],
    r = { parent: [e], keys: void 0, results: [], index: -1 },
    i;
  do {
    let e;
    r.index++;
    let a = r.keys === void 0 ? r.parent.length : r.keys.length;
    if (r.index === a)
      ((i = r.results), (e = r.keys === void 0 ? void 0 : r.results.kind), (r = n.pop()));
    else {
      if (
        ((i = r.keys === void 0 ? r.parent[r.index] : r.parent[r.keys[r.index]]),
        i == null && n.length !== 0)
      )
        continue;
      if (Array.isArray(i)) {
        if (i.length !== 0) {
          (n.push(r), (r = { parent: i, keys: void 0, results: [], index: -1 }));
          continue;
        }
      } else {
        let t = i;
        e = t?.kind;
        let a = typeof e == `string` ? _e[e] : void 0;
        if (!Array.isArray(a)) throw Error(`Invalid AST Node: ${Te(i)}.`);
        if (a.length !== 0) {
          (n.push(r), (r = { parent: t, keys: a, results: { ...t }, index: -1 }));
          continue;
        }
      }
    }
    if (e !== void 0) {
      let n = t[e];
      i = n?.(i);
    }
    r.keys === void 0 ? r.results.push(i) : (r.results[r.keys[r.index]] = i);
  } while (n.length !== 0);
  return i;
}
function Le(e, t) {
  return Be(Ie(e, Ve), t?.maxIndentDepth ?? 1 / 0);
}
var Re = 80,
  x = class e {
    next = void 0;
    tail = this;
    indentBefore = !1;
    dedentAfter = !1;
    constructor(e = ``, t = !1) {
      ((this.length = e.length),
        (this.lines = e.includes(`
`)
          ? e.split(`
`)
          : e),
        (this.newlines = typeof this.lines == `string` ? 0 : this.lines.length - 1),
        (this.isBlockString = t));
    }
    append(t) {
      if (t.length === 0) return this;
      let n = typeof t == `string` ? new e(t) : t;
      return (
        (this.tail.next = n),
        (this.tail = n.tail),
        (this.length += n.length),
        (this.newlines += n.newlines),
        this
      );
    }
    indent() {
      return (
        this.length === 0 ||
          ((this.indentBefore = !0),
          (this.tail.dedentAfter = !0),
          (this.length += 2 * (this.newlines + 1))),
        this
      );
    }
  },
  ze = new x();
function Be(e, t) {
  let n = ``,
    r = ``,
    i = 0,
    a = ``,
    o = e;
  for (; o !== void 0;) {
    let e = o.lines;
    if ((o.indentBefore && (i < t && ((a += `  `), (r += `  `)), i++), typeof e == `string`))
      r += e;
    else {
      r += e[0];
      let s =
        !o.isBlockString && i >= t
          ? ` `
          : `
` + a;
      for (let t = 1; t < e.length; t++) ((n += r), (r = s + e[t]));
    }
    (o.dedentAfter && (i--, (a = a.slice(0, i * 2))), (o = o.next));
  }
  return n + r;
}
var Ve = {
  Name: (e) => new x(e.value),
  Variable: (e) => S([`$`, e.name]),
  Document: (e) =>
    S(
      e.definitions,
      `

`,
    ),
  OperationDefinition(e) {
    let t = Ue(e.variableDefinitions)
        ? w(
            `(
`,
            S(
              e.variableDefinitions,
              `
`,
            ),
            `
)`,
          )
        : w(`(`, S(e.variableDefinitions, `, `), `)`),
      n = S([
        w(
          ``,
          e.description,
          `
`,
        ),
        S([e.operation, S([e.name, t]), S(e.directives, ` `)], ` `),
      ]);
    return S([
      e.operation === `query` && n.length === e.operation.length ? `` : S([n, ` `]),
      e.selectionSet,
    ]);
  },
  VariableDefinition: ({ variable: e, type: t, defaultValue: n, directives: r, description: i }) =>
    S([
      w(
        ``,
        i,
        `
`,
      ),
      e,
      `: `,
      t,
      w(` = `, n),
      w(` `, S(r, ` `)),
    ]),
  SelectionSet: ({ selections: e }) => C(e),
  Field({ alias: e, name: t, arguments: n, directives: r, selectionSet: i }) {
    return S([We(S([w(``, e, `: `), t], ``), n), w(` `, S(r, ` `)), w(` `, i)]);
  },
  Argument: ({ name: e, value: t }) => S([e, `: `, t]),
  FragmentSpread: ({ name: e, directives: t }) => S([`...`, e, w(` `, S(t, ` `))]),
  InlineFragment: ({ typeCondition: e, directives: t, selectionSet: n }) =>
    S([`...`, w(`on `, e), S(t, ` `), n], ` `),
  FragmentDefinition: ({
    name: e,
    typeCondition: t,
    variableDefinitions: n,
    directives: r,
    selectionSet: i,
    description: a,
  }) =>
    S([
      w(
        ``,
        a,
        `
`,
      ),
      `fragment `,
      e,
      w(`(`, S(n, `, `), `)`),
      ` on `,
      t,
      ` `,
      w(``, S(r, ` `), ` `),
      i,
    ]),
  IntValue: ({ value: e }) => new x(e),
  FloatValue: ({ value: e }) => new x(e),
  StringValue: ({ value: e, block: t }) => new x(t === !0 ? Se(e) : Me(e), t === !0),
  BooleanValue: ({ value: e }) => new x(e ? `true` : `false`),
  NullValue: () => new x(`null`),
  EnumValue: ({ value: e }) => new x(e),
  ListValue: ({ values: e }) => S([`[`, S(e, `, `), `]`]),
  ObjectValue: ({ fields: e }) => S([`{`, S(e, `, `), `}`]),
  ObjectField: ({ name: e, value: t }) => S([e, `: `, t]),
  Directive: ({ name: e, arguments: t }) => S([`@`, e, w(`(`, S(t, `, `), `)`)]),
  NamedType: ({ name: e }) => e,
  ListType: ({ type: e }) => S([`[`, e, `]`]),
  NonNullType: ({ type: e }) => S([e, `!`]),
  SchemaDefinition: ({ description: e, directives: t, operationTypes: n }) =>
    S([
      w(
        ``,
        e,
        `
`,
      ),
      S([`schema`, S(t, ` `), C(n)], ` `),
    ]),
  OperationTypeDefinition: ({ operation: e, type: t }) => S([e, `: `, t]),
  ScalarTypeDefinition: ({ description: e, name: t, directives: n }) =>
    S([
      w(
        ``,
        e,
        `
`,
      ),
      S([`scalar`, t, S(n, ` `)], ` `),
    ]),
  ObjectTypeDefinition: ({ description: e, name: t, interfaces: n, directives: r, fields: i }) =>
    S([
      w(
        ``,
        e,
        `
`,
      ),
      S([`type`, t, w(`implements `, S(n, ` & `)), S(r, ` `), C(i)], ` `),
    ]),
  FieldDefinition: ({ description: e, name: t, arguments: n, type: r, directives: i }) =>
    S([
      w(
        ``,
        e,
        `
`,
      ),
      t,
      Ue(n)
        ? w(
            `(
`,
            S(
              n,
              `
`,
            ).indent(),
            `
)`,
          )
        : w(`(`, S(n, `, `), `)`),
      `: `,
      r,
      w(` `, S(i, ` `)),
    ]),
  InputValueDefinition: ({ description: e, name: t, type: n, defaultValue: r, directives: i }) =>
    S([
      w(
        ``,
        e,
        `
`,
      ),
      t,
      `: `,
      n,
      w(` = `, r),
      w(` `, S(i, ` `)),
    ]),
  InterfaceTypeDefinition: ({ description: e, name: t, interfaces: n, directives: r, fields: i }) =>
    S([
      w(
        ``,
        e,
        `
`,
      ),
      S([`interface`, t, w(`implements `, S(n, ` & `)), S(r, ` `), C(i)], ` `),
    ]),
  UnionTypeDefinition: ({ description: e, name: t, directives: n, types: r }) =>
    S([
      w(
        ``,
        e,
        `
`,
      ),
      S([`union`, t, S(n, ` `), w(`= `, S(r, ` | `))], ` `),
    ]),
  EnumTypeDefinition: ({ description: e, name: t, directives: n, values: r }) =>
    S([
      w(
        ``,
        e,
        `
`,
      ),
      S([`enum`, t, S(n, ` `), C(r)], ` `),
    ]),
  EnumValueDefinition: ({ description: e, name: t, directives: n }) =>
    S([
      w(
        ``,
        e,
        `
`,
      ),
      S([t, S(n, ` `)], ` `),
    ]),
  InputObjectTypeDefinition: ({ description: e, name: t, directives: n, fields: r }) =>
    S([
      w(
        ``,
        e,
        `
`,
      ),
      S([`input`, t, S(n, ` `), C(r)], ` `),
    ]),
  DirectiveDefinition: ({
    description: e,
    name: t,
    arguments: n,
    directives: r,
    repeatable: i,
    locations: a,
  }) =>
    S([
      w(
        ``,
        e,
        `
`,
      ),
      `directive @`,
      t,
      Ue(n)
        ? w(
            `(
`,
            S(
              n,
              `
`,
            ).indent(),
            `
)`,
          )
        : w(`(`, S(n, `, `), `)`),
      w(` `, S(r, ` `)),
      i ? ` repeatable` : ``,
      ` on `,
      S(a, ` | `),
    ]),
  SchemaExtension: ({ directives: e, operationTypes: t }) =>
    S([`extend schema`, S(e, ` `), C(t)], ` `),
  ScalarTypeExtension: ({ name: e, directives: t }) => S([`extend scalar`, e, S(t, ` `)], ` `),
  ObjectTypeExtension: ({ name: e, interfaces: t, directives: n, fields: r }) =>
    S([`extend type`, e, w(`implements `, S(t, ` & `)), S(n, ` `), C(r)], ` `),
  InterfaceTypeExtension: ({ name: e, interfaces: t, directives: n, fields: r }) =>
    S([`extend interface`, e, w(`implements `, S(t, ` & `)), S(n, ` `), C(r)], ` `),
  UnionTypeExtension: ({ name: e, directives: t, types: n }) =>
    S([`extend union`, e, S(t, ` `), w(`= `, S(n, ` | `))], ` `),
  EnumTypeExtension: ({ name: e, directives: t, values: n }) =>
    S([`extend enum`, e, S(t, ` `), C(n)], ` `),
  InputObjectTypeExtension: ({ name: e, directives: t, fields: n }) =>
    S([`extend input`, e, S(t, ` `), C(n)], ` `),
  DirectiveExtension: ({ name: e, directives: t }) =>
    S([S([`extend directive @`, e]), S(t, ` `)], ` `),
  TypeCoordinate: ({ name: e }) => e,
  MemberCoordinate: ({ name: e, memberName: t }) => S([e, w(`.`, t)]),
  ArgumentCoordinate: ({ name: e, fieldName: t, argumentName: n }) =>
    S([e, w(`.`, t), w(`(`, n, `:)`)]),
  DirectiveCoordinate: ({ name: e }) => S([`@`, e]),
  DirectiveArgumentCoordinate: ({ name: e, argumentName: t }) => S([`@`, e, w(`(`, t, `:)`)]),
};
function S(e, t = ``) {
  if (e == null || e.length === 0) return ze;
  let n = ze;
  for (let r of e)
    r !== void 0 &&
      r.length !== 0 &&
      (n.length === 0
        ? (n = typeof r == `string` ? new x(r) : r)
        : (t !== `` && n.append(t), n.append(r)));
  return n;
}
function He(e, t) {
  let n = 0;
  for (let r of e) r.length !== 0 && (n += (n === 0 ? 0 : t.length) + r.length);
  return n;
}
function C(e) {
  return w(
    `{
`,
    S(
      e,
      `
`,
    ).indent(),
    `
}`,
  );
}
function w(e, t, n = ``) {
  return t != null && t.length !== 0 ? (e === `` ? t.append(n) : new x(e).append(t).append(n)) : ze;
}
function Ue(e) {
  return e?.some((e) => e.newlines !== 0) ?? !1;
}
function We(e, t) {
  return t == null || t.length === 0
    ? e
    : S([
        e,
        e.length + He(t, `, `) + 2 > Re
          ? w(
              `(
`,
              S(
                t,
                `
`,
              ).indent(),
              `
)`,
            )
          : w(`(`, S(t, `, `), `)`),
      ]);
}
var Ge = Object.freeze({});
function T(e, t, n = _e) {
  let r = new Map();
  for (let e of Object.values(b)) r.set(e, Ke(t, e));
  let i,
    a = Array.isArray(e),
    o = [e],
    s = -1,
    c = [],
    l = e,
    u,
    d,
    f = [],
    p = [];
  do {
    s++;
    let e = s === o.length,
      m = e && c.length !== 0;
    if (e) {
      if (((u = p.length === 0 ? void 0 : f[f.length - 1]), (l = d), (d = p.pop()), m)) {
        if (a) {
          l = l.slice();
          let e = 0;
          for (let [t, n] of c) {
            let r = t - e;
            n === null ? (l.splice(r, 1), e++) : (l[r] = n);
          }
        } else {
          l = { ...l };
          for (let [e, t] of c) l[e] = t;
        }
      }
      ((s = i.index), (o = i.keys), (c = i.edits), (a = i.inArray), (i = i.prev));
    } else if (d) {
      if (((u = a ? s : o[s]), (l = d[u]), l == null)) continue;
      f.push(u);
    }
    let h;
    if (!Array.isArray(l)) {
      if (
        (ye(l) || ge(!1, `Invalid AST Node: ${Te(l)}.`),
        (h = (e ? r.get(l.kind)?.leave : r.get(l.kind)?.enter)?.call(t, l, u, d, f, p)),
        h === Ge)
      )
        break;
      if (h === !1) {
        if (!e) {
          f.pop();
          continue;
        }
      } else if (h !== void 0 && (c.push([u, h]), !e)) {
        if (ye(h)) l = h;
        else {
          f.pop();
          continue;
        }
      }
    }
    (h === void 0 && m && c.push([u, l]),
      e
        ? f.pop()
        : ((i = { inArray: a, index: s, keys: o, edits: c, prev: i }),
          (a = Array.isArray(l)),
          (o = a ? l : (n[l.kind] ?? [])),
          (s = -1),
          (c = []),
          d && p.push(d),
          (d = l)));
  } while (i !== void 0);
  return c.length === 0 ? e : c[c.length - 1][1];
}
function Ke(e, t) {
  let n = e[t];
  return typeof n == `object`
    ? n
    : typeof n == `function`
      ? { enter: n, leave: void 0 }
      : { enter: e.enter, leave: e.leave };
}
var qe = function (e, t) {
  return (
    (qe =
      Object.setPrototypeOf ||
      ({ __proto__: [] } instanceof Array &&
        function (e, t) {
          e.__proto__ = t;
        }) ||
      function (e, t) {
        for (var n in t) Object.prototype.hasOwnProperty.call(t, n) && (e[n] = t[n]);
      }),
    qe(e, t)
  );
};
function E(e, t) {
  if (typeof t != `function` && t !== null)
    throw TypeError(`Class extends value ` + String(t) + ` is not a constructor or null`);
  qe(e, t);
  function n() {
    this.constructor = e;
  }
  e.prototype = t === null ? Object.create(t) : ((n.prototype = t.prototype), new n());
}
function Je(e, t, n, r) {
  function i(e) {
    return e instanceof n
      ? e
      : new n(function (t) {
          t(e);
        });
  }
  return new (n ||= Promise)(function (n, a) {
    function o(e) {
      try {
        c(r.next(e));
      } catch (e) {
        a(e);
      }
    }
    function s(e) {
      try {
        c(r.throw(e));
      } catch (e) {
        a(e);
      }
    }
    function c(e) {
      e.done ? n(e.value) : i(e.value).then(o, s);
    }
    c((r = r.apply(e, t || [])).next());
  });
}
function Ye(e, t) {
  var n = {
      label: 0,
      sent: function () {
        if (a[0] & 1) throw a[1];
        return a[1];
      },
      trys: [],
      ops: [],
    },
    r,
    i,
    a,
    o = Object.create((typeof Iterator == `function` ? Iterator : Object).prototype);
  return (
    (o.next = s(0)),
    (o.throw = s(1)),
    (o.return = s(2)),
    typeof Symbol == `function` &&
      (o[Symbol.iterator] = function () {
        return this;
      }),
    o
  );
  function s(e) {
    return function (t) {
      return c([e, t]);
    };
  }
  function c(s) {
    if (r) throw TypeError(`Generator is already executing.`);
    for (; o && ((o = 0), s[0] && (n = 0)), n;)
      try {
        if (
          ((r = 1),
          i &&
            (a =
              s[0] & 2 ? i.return : s[0] ? i.throw || ((a = i.return) && a.call(i), 0) : i.next) &&
            !(a = a.call(i, s[1])).done)
        )
          return a;
        switch (((i = 0), a && (s = [s[0] & 2, a.value]), s[0])) {
          case 0:
          case 1:
            a = s;
            break;
          case 4:
            return (n.label++, { value: s[1], done: !1 });
          case 5:
            (n.label++, (i = s[1]), (s = [0]));
            continue;
          case 7:
            ((s = n.ops.pop()), n.trys.pop());
            continue;
          default:
            if (
              ((a = n.trys), !(a = a.length > 0 && a[a.length - 1]) && (s[0] === 6 || s[0] === 2))
            ) {
              n = 0;
              continue;
            }
            if (s[0] === 3 && (!a || (s[1] > a[0] && s[1] < a[3]))) {
              n.label = s[1];
              break;
            }
            if (s[0] === 6 && n.label < a[1]) {
              ((n.label = a[1]), (a = s));
              break;
            }
            if (a && n.label < a[2]) {
              ((n.label = a[2]), n.ops.push(s));
              break;
            }
            (a[2] && n.ops.pop(), n.trys.pop());
            continue;
        }
        s = t.call(e, n);
      } catch (e) {
        ((s = [6, e]), (i = 0));
      } finally {
        r = a = 0;
      }
    if (s[0] & 5) throw s[1];
    return { value: s[0] ? s[1] : void 0, done: !0 };
  }
}
function Xe(e) {
  var t = typeof Symbol == `function` && Symbol.iterator,
    n = t && e[t],
    r = 0;
  if (n) return n.call(e);
  if (e && typeof e.length == `number`)
    return {
      next: function () {
        return (e && r >= e.length && (e = void 0), { value: e && e[r++], done: !e });
      },
    };
  throw TypeError(t ? `Object is not iterable.` : `Symbol.iterator is not defined.`);
}
function D(e, t) {
  var n = typeof Symbol == `function` && e[Symbol.iterator];
  if (!n) return e;
  var r = n.call(e),
    i,
    a = [],
    o;
  try {
    for (; (t === void 0 || t-- > 0) && !(i = r.next()).done;) a.push(i.value);
  } catch (e) {
    o = { error: e };
  } finally {
    try {
      i && !i.done && (n = r.return) && n.call(r);
    } finally {
      if (o) throw o.error;
    }
  }
  return a;
}
function O(e, t, n) {
  if (n || arguments.length === 2)
    for (var r = 0, i = t.length, a; r < i; r++)
      (a || !(r in t)) && ((a ||= Array.prototype.slice.call(t, 0, r)), (a[r] = t[r]));
  return e.concat(a || Array.prototype.slice.call(t));
}
function Ze(e) {
  return this instanceof Ze ? ((this.v = e), this) : new Ze(e);
}
function Qe(e, t, n) {
  if (!Symbol.asyncIterator) throw TypeError(`Symbol.asyncIterator is not defined.`);
  var r = n.apply(e, t || []),
    i,
    a = [];
  return (
    (i = Object.create((typeof AsyncIterator == `function` ? AsyncIterator : Object).prototype)),
    s(`next`),
    s(`throw`),
    s(`return`, o),
    (i[Symbol.asyncIterator] = function () {
      return this;
    }),
    i
  );
  function o(e) {
    return function (t) {
      return Promise.resolve(t).then(e, d);
    };
  }
  function s(e, t) {
    r[e] &&
      ((i[e] = function (t) {
        return new Promise(function (n, r) {
          a.push([e, t, n, r]) > 1 || c(e, t);
        });
      }),
      t && (i[e] = t(i[e])));
  }
  function c(e, t) {
    try {
      l(r[e](t));
    } catch (e) {
      f(a[0][3], e);
    }
  }
  function l(e) {
    e.value instanceof Ze ? Promise.resolve(e.value.v).then(u, d) : f(a[0][2], e);
  }
  function u(e) {
    c(`next`, e);
  }
  function d(e) {
    c(`throw`, e);
  }
  function f(e, t) {
    (e(t), a.shift(), a.length && c(a[0][0], a[0][1]));
  }
}
function $e(e) {
  if (!Symbol.asyncIterator) throw TypeError(`Symbol.asyncIterator is not defined.`);
  var t = e[Symbol.asyncIterator],
    n;
  return t
    ? t.call(e)
    : ((e = typeof Xe == `function` ? Xe(e) : e[Symbol.iterator]()),
      (n = {}),
      r(`next`),
      r(`throw`),
      r(`return`),
      (n[Symbol.asyncIterator] = function () {
        return this;
      }),
      n);
  function r(t) {
    n[t] =
      e[t] &&
      function (n) {
        return new Promise(function (r, a) {
          ((n = e[t](n)), i(r, a, n.done, n.value));
        });
      };
  }
  function i(e, t, n, r) {
    Promise.resolve(r).then(function (t) {
      e({ value: t, done: n });
    }, t);
  }
}
function k(e) {
  return typeof e == `function`;
}
function et(e) {
  var t = e(function (e) {
    (Error.call(e), (e.stack = Error().stack));
  });
  return ((t.prototype = Object.create(Error.prototype)), (t.prototype.constructor = t), t);
}
var tt = et(function (e) {
  return function (t) {
    (e(this),
      (this.message = t
        ? t.length +
          ` errors occurred during unsubscription:
` +
          t.map(function (e, t) {
            return t + 1 + `) ` + e.toString();
          }).join(`
  `)
        : ``),
      (this.name = `UnsubscriptionError`),
      (this.errors = t));
  };
});
function nt(e, t) {
  if (e) {
    var n = e.indexOf(t);
    0 <= n && e.splice(n, 1);
  }
}
var rt = (function () {
    function e(e) {
      ((this.initialTeardown = e),
        (this.closed = !1),
        (this._parentage = null),
        (this._finalizers = null));
    }
    return (
      (e.prototype.unsubscribe = function () {
        var e, t, n, r, i;
        if (!this.closed) {
          this.closed = !0;
          var a = this._parentage;
          if (a) {
            if (((this._parentage = null), Array.isArray(a)))
              try {
                for (var o = Xe(a), s = o.next(); !s.done; s = o.next()) s.value.remove(this);
              } catch (t) {
                e = { error: t };
              } finally {
                try {
                  s && !s.done && (t = o.return) && t.call(o);
                } finally {
                  if (e) throw e.error;
                }
              }
            else a.remove(this);
          }
          var c = this.initialTeardown;
          if (k(c))
            try {
              c();
            } catch (e) {
              i = e instanceof tt ? e.errors : [e];
            }
          var l = this._finalizers;
          if (l) {
            this._finalizers = null;
            try {
              for (var u = Xe(l), d = u.next(); !d.done; d = u.next()) {
                var f = d.value;
                try {
                  ot(f);
                } catch (e) {
                  ((i ??= []), e instanceof tt ? (i = O(O([], D(i)), D(e.errors))) : i.push(e));
                }
              }
            } catch (e) {
              n = { error: e };
            } finally {
              try {
                d && !d.done && (r = u.return) && r.call(u);
              } finally {
                if (n) throw n.error;
              }
            }
          }
          if (i) throw new tt(i);
        }
      }),
      (e.prototype.add = function (t) {
        if (t && t !== this) {
          if (this.closed) ot(t);
          else {
            if (t instanceof e) {
              if (t.closed || t._hasParent(this)) return;
              t._addParent(this);
            }
            (this._finalizers = this._finalizers ?? []).push(t);
          }
        }
      }),
      (e.prototype._hasParent = function (e) {
        var t = this._parentage;
        return t === e || (Array.isArray(t) && t.includes(e));
      }),
      (e.prototype._addParent = function (e) {
        var t = this._parentage;
        this._parentage = Array.isArray(t) ? (t.push(e), t) : t ? [t, e] : e;
      }),
      (e.prototype._removeParent = function (e) {
        var t = this._parentage;
        t === e ? (this._parentage = null) : Array.isArray(t) && nt(t, e);
      }),
      (e.prototype.remove = function (t) {
        var n = this._finalizers;
        (n && nt(n, t), t instanceof e && t._removeParent(this));
      }),
      (e.EMPTY = (function () {
        var t = new e();
        return ((t.closed = !0), t);
      })()),
      e
    );
  })(),
  it = rt.EMPTY;
function at(e) {
  return e instanceof rt || (e && `closed` in e && k(e.remove) && k(e.add) && k(e.unsubscribe));
}
function ot(e) {
  k(e) ? e() : e.unsubscribe();
}
var st = {
    onUnhandledError: null,
    onStoppedNotification: null,
    Promise: void 0,
    useDeprecatedSynchronousErrorHandling: !1,
    useDeprecatedNextContext: !1,
  },
  ct = {
    setTimeout: function (e, t) {
      var n = [...arguments].slice(2),
        r = ct.delegate;
      return r?.setTimeout
        ? r.setTimeout.apply(r, O([e, t], D(n)))
        : setTimeout.apply(void 0, O([e, t], D(n)));
    },
    clearTimeout: function (e) {
      return (ct.delegate?.clearTimeout || clearTimeout)(e);
    },
    delegate: void 0,
  };
function lt(e) {
  ct.setTimeout(function () {
    var t = st.onUnhandledError;
    if (t) t(e);
    else throw e;
  });
}
function ut() {}
var dt = (function () {
  return mt(`C`, void 0, void 0);
})();
function ft(e) {
  return mt(`E`, void 0, e);
}
function pt(e) {
  return mt(`N`, e, void 0);
}
function mt(e, t, n) {
  return { kind: e, value: t, error: n };
}
var ht = null;
function gt(e) {
  if (st.useDeprecatedSynchronousErrorHandling) {
    var t = !ht;
    if ((t && (ht = { errorThrown: !1, error: null }), e(), t)) {
      var n = ht,
        r = n.errorThrown,
        i = n.error;
      if (((ht = null), r)) throw i;
    }
  } else e();
}
function _t(e) {
  st.useDeprecatedSynchronousErrorHandling && ht && ((ht.errorThrown = !0), (ht.error = e));
}
var vt = (function (e) {
    E(t, e);
    function t(t) {
      var n = e.call(this) || this;
      return (
        (n.isStopped = !1),
        t ? ((n.destination = t), at(t) && t.add(n)) : (n.destination = Et),
        n
      );
    }
    return (
      (t.create = function (e, t, n) {
        return new St(e, t, n);
      }),
      (t.prototype.next = function (e) {
        this.isStopped ? Tt(pt(e), this) : this._next(e);
      }),
      (t.prototype.error = function (e) {
        this.isStopped ? Tt(ft(e), this) : ((this.isStopped = !0), this._error(e));
      }),
      (t.prototype.complete = function () {
        this.isStopped ? Tt(dt, this) : ((this.isStopped = !0), this._complete());
      }),
      (t.prototype.unsubscribe = function () {
        this.closed ||
          ((this.isStopped = !0), e.prototype.unsubscribe.call(this), (this.destination = null));
      }),
      (t.prototype._next = function (e) {
        this.destination.next(e);
      }),
      (t.prototype._error = function (e) {
        try {
          this.destination.error(e);
        } finally {
          this.unsubscribe();
        }
      }),
      (t.prototype._complete = function () {
        try {
          this.destination.complete();
        } finally {
          this.unsubscribe();
        }
      }),
      t
    );
  })(rt),
  yt = Function.prototype.bind;
function bt(e, t) {
  return yt.call(e, t);
}
var xt = (function () {
    function e(e) {
      this.partialObserver = e;
    }
    return (
      (e.prototype.next = function (e) {
        var t = this.partialObserver;
        if (t.next)
          try {
            t.next(e);
          } catch (e) {
            Ct(e);
          }
      }),
      (e.prototype.error = function (e) {
        var t = this.partialObserver;
        if (t.error)
          try {
            t.error(e);
          } catch (e) {
            Ct(e);
          }
        else Ct(e);
      }),
      (e.prototype.complete = function () {
        var e = this.partialObserver;
        if (e.complete)
          try {
            e.complete();
          } catch (e) {
            Ct(e);
          }
      }),
      e
    );
  })(),
  St = (function (e) {
    E(t, e);
    function t(t, n, r) {
      var i = e.call(this) || this,
        a;
      if (k(t) || !t) a = { next: t ?? void 0, error: n ?? void 0, complete: r ?? void 0 };
      else {
        var o;
        i && st.useDeprecatedNextContext
          ? ((o = Object.create(t)),
            (o.unsubscribe = function () {
              return i.unsubscribe();
            }),
            (a = {
              next: t.next && bt(t.next, o),
              error: t.error && bt(t.error, o),
              complete: t.complete && bt(t.complete, o),
            }))
          : (a = t);
      }
      return ((i.destination = new xt(a)), i);
    }
    return t;
  })(vt);
function Ct(e) {
  st.useDeprecatedSynchronousErrorHandling ? _t(e) : lt(e);
}
function wt(e) {
  throw e;
}
function Tt(e, t) {
  var n = st.onStoppedNotification;
  n &&
    ct.setTimeout(function () {
      return n(e, t);
    });
}
var Et = { closed: !0, next: ut, error: wt, complete: ut },
  Dt = (function () {
    return (typeof Symbol == `function` && Symbol.observable) || `@@observable`;
  })();
function Ot(e) {
  return e;
}
function kt(e) {
  return e.length === 0
    ? Ot
    : e.length === 1
      ? e[0]
      : function (t) {
          return e.reduce(function (e, t) {
            return t(e);
          }, t);
        };
}
var A = (function () {
  function e(e) {
    e && (this._subscribe = e);
  }
  return (
    (e.prototype.lift = function (t) {
      var n = new e();
      return ((n.source = this), (n.operator = t), n);
    }),
    (e.prototype.subscribe = function (e, t, n) {
      var r = this,
        i = Mt(e) ? e : new St(e, t, n);
      return (
        gt(function () {
          var e = r,
            t = e.operator,
            n = e.source;
          i.add(t ? t.call(i, n) : n ? r._subscribe(i) : r._trySubscribe(i));
        }),
        i
      );
    }),
    (e.prototype._trySubscribe = function (e) {
      try {
        return this._subscribe(e);
      } catch (t) {
        e.error(t);
      }
    }),
    (e.prototype.forEach = function (e, t) {
      var n = this;
      return (
        (t = At(t)),
        new t(function (t, r) {
          var i = new St({
            next: function (t) {
              try {
                e(t);
              } catch (e) {
                (r(e), i.unsubscribe());
              }
            },
            error: r,
            complete: t,
          });
          n.subscribe(i);
        })
      );
    }),
    (e.prototype._subscribe = function (e) {
      return this.source?.subscribe(e);
    }),
    (e.prototype[Dt] = function () {
      return this;
    }),
    (e.prototype.pipe = function () {
      return kt([...arguments])(this);
    }),
    (e.prototype.toPromise = function (e) {
      var t = this;
      return (
        (e = At(e)),
        new e(function (e, n) {
          var r;
          t.subscribe(
            function (e) {
              return (r = e);
            },
            function (e) {
              return n(e);
            },
            function () {
              return e(r);
            },
          );
        })
      );
    }),
    (e.create = function (t) {
      return new e(t);
    }),
    e
  );
})();
function At(e) {
  return e ?? st.Promise ?? Promise;
}
function jt(e) {
  return e && k(e.next) && k(e.error) && k(e.complete);
}
function Mt(e) {
  return (e && e instanceof vt) || (jt(e) && at(e));
}
function Nt(e) {
  return k(e?.lift);
}
function j(e) {
  return function (t) {
    if (Nt(t))
      return t.lift(function (t) {
        try {
          return e(t, this);
        } catch (e) {
          this.error(e);
        }
      });
    throw TypeError(`Unable to lift unknown Observable type`);
  };
}
function M(e, t, n, r, i) {
  return new Pt(e, t, n, r, i);
}
var Pt = (function (e) {
    E(t, e);
    function t(t, n, r, i, a, o) {
      var s = e.call(this, t) || this;
      return (
        (s.onFinalize = a),
        (s.shouldUnsubscribe = o),
        (s._next = n
          ? function (e) {
              try {
                n(e);
              } catch (e) {
                t.error(e);
              }
            }
          : e.prototype._next),
        (s._error = i
          ? function (e) {
              try {
                i(e);
              } catch (e) {
                t.error(e);
              } finally {
                this.unsubscribe();
              }
            }
          : e.prototype._error),
        (s._complete = r
          ? function () {
              try {
                r();
              } catch (e) {
                t.error(e);
              } finally {
                this.unsubscribe();
              }
            }
          : e.prototype._complete),
        s
      );
    }
    return (
      (t.prototype.unsubscribe = function () {
        var t;
        if (!this.shouldUnsubscribe || this.shouldUnsubscribe()) {
          var n = this.closed;
          (e.prototype.unsubscribe.call(this), n || (t = this.onFinalize) == null || t.call(this));
        }
      }),
      t
    );
  })(vt),
  Ft = et(function (e) {
    return function () {
      (e(this), (this.name = `ObjectUnsubscribedError`), (this.message = `object unsubscribed`));
    };
  }),
  It = (function (e) {
    E(t, e);
    function t() {
      var t = e.call(this) || this;
      return (
        (t.closed = !1),
        (t.currentObservers = null),
        (t.observers = []),
        (t.isStopped = !1),
        (t.hasError = !1),
        (t.thrownError = null),
        t
      );
    }
    return (
      (t.prototype.lift = function (e) {
        var t = new Lt(this, this);
        return ((t.operator = e), t);
      }),
      (t.prototype._throwIfClosed = function () {
        if (this.closed) throw new Ft();
      }),
      (t.prototype.next = function (e) {
        var t = this;
        gt(function () {
          var n, r;
          if ((t._throwIfClosed(), !t.isStopped)) {
            t.currentObservers ||= Array.from(t.observers);
            try {
              for (var i = Xe(t.currentObservers), a = i.next(); !a.done; a = i.next())
                a.value.next(e);
            } catch (e) {
              n = { error: e };
            } finally {
              try {
                a && !a.done && (r = i.return) && r.call(i);
              } finally {
                if (n) throw n.error;
              }
            }
          }
        });
      }),
      (t.prototype.error = function (e) {
        var t = this;
        gt(function () {
          if ((t._throwIfClosed(), !t.isStopped)) {
            ((t.hasError = t.isStopped = !0), (t.thrownError = e));
            for (var n = t.observers; n.length;) n.shift().error(e);
          }
        });
      }),
      (t.prototype.complete = function () {
        var e = this;
        gt(function () {
          if ((e._throwIfClosed(), !e.isStopped)) {
            e.isStopped = !0;
            for (var t = e.observers; t.length;) t.shift().complete();
          }
        });
      }),
      (t.prototype.unsubscribe = function () {
        ((this.isStopped = this.closed = !0), (this.observers = this.currentObservers = null));
      }),
      Object.defineProperty(t.prototype, 'observed', {
        get: function () {
          return this.observers?.length > 0;
        },
        enumerable: !1,
        configurable: !0,
      }),
      (t.prototype._trySubscribe = function (t) {
        return (this._throwIfClosed(), e.prototype._trySubscribe.call(this, t));
      }),
      (t.prototype._subscribe = function (e) {
        return (this._throwIfClosed(), this._checkFinalizedStatuses(e), this._innerSubscribe(e));
      }),
      (t.prototype._innerSubscribe = function (e) {
        var t = this,
          n = this,
          r = n.hasError,
          i = n.isStopped,
          a = n.observers;
        return r || i
          ? it
          : ((this.currentObservers = null),
            a.push(e),
            new rt(function () {
              ((t.currentObservers = null), nt(a, e));
            }));
      }),
      (t.prototype._checkFinalizedStatuses = function (e) {
        var t = this,
          n = t.hasError,
          r = t.thrownError,
          i = t.isStopped;
        n ? e.error(r) : i && e.complete();
      }),
      (t.prototype.asObservable = function () {
        var e = new A();
        return ((e.source = this), e);
      }),
      (t.create = function (e, t) {
        return new Lt(e, t);
      }),
      t
    );
  })(A),
  Lt = (function (e) {
    E(t, e);
    function t(t, n) {
      var r = e.call(this) || this;
      return ((r.destination = t), (r.source = n), r);
    }
    return (
      (t.prototype.next = function (e) {
        var t, n;
        (n = (t = this.destination)?.next) == null || n.call(t, e);
      }),
      (t.prototype.error = function (e) {
        var t, n;
        (n = (t = this.destination)?.error) == null || n.call(t, e);
      }),
      (t.prototype.complete = function () {
        var e, t;
        (t = (e = this.destination)?.complete) == null || t.call(e);
      }),
      (t.prototype._subscribe = function (e) {
        return this.source?.subscribe(e) ?? it;
      }),
      t
    );
  })(It),
  Rt = (function (e) {
    E(t, e);
    function t(t) {
      var n = e.call(this) || this;
      return ((n._value = t), n);
    }
    return (
      Object.defineProperty(t.prototype, 'value', {
        get: function () {
          return this.getValue();
        },
        enumerable: !1,
        configurable: !0,
      }),
      (t.prototype._subscribe = function (t) {
        var n = e.prototype._subscribe.call(this, t);
        return (!n.closed && t.next(this._value), n);
      }),
      (t.prototype.getValue = function () {
        var e = this,
          t = e.hasError,
          n = e.thrownError,
          r = e._value;
        if (t) throw n;
        return (this._throwIfClosed(), r);
      }),
      (t.prototype.next = function (t) {
        e.prototype.next.call(this, (this._value = t));
      }),
      t
    );
  })(It),
  zt = {
    now: function () {
      return (zt.delegate || Date).now();
    },
    delegate: void 0,
  },
  Bt = (function (e) {
    E(t, e);
    function t(t, n, r) {
      (t === void 0 && (t = 1 / 0), n === void 0 && (n = 1 / 0), r === void 0 && (r = zt));
      var i = e.call(this) || this;
      return (
        (i._bufferSize = t),
        (i._windowTime = n),
        (i._timestampProvider = r),
        (i._buffer = []),
        (i._infiniteTimeWindow = !0),
        (i._infiniteTimeWindow = n === 1 / 0),
        (i._bufferSize = Math.max(1, t)),
        (i._windowTime = Math.max(1, n)),
        i
      );
    }
    return (
      (t.prototype.next = function (t) {
        var n = this,
          r = n.isStopped,
          i = n._buffer,
          a = n._infiniteTimeWindow,
          o = n._timestampProvider,
          s = n._windowTime;
        (r || (i.push(t), !a && i.push(o.now() + s)),
          this._trimBuffer(),
          e.prototype.next.call(this, t));
      }),
      (t.prototype._subscribe = function (e) {
        (this._throwIfClosed(), this._trimBuffer());
        for (
          var t = this._innerSubscribe(e),
            n = this,
            r = n._infiniteTimeWindow,
            i = n._buffer.slice(),
            a = 0;
          a < i.length && !e.closed;
          a += r ? 1 : 2
        )
          e.next(i[a]);
        return (this._checkFinalizedStatuses(e), t);
      }),
      (t.prototype._trimBuffer = function () {
        var e = this,
          t = e._bufferSize,
          n = e._timestampProvider,
          r = e._buffer,
          i = e._infiniteTimeWindow,
          a = (i ? 1 : 2) * t;
        if ((t < 1 / 0 && a < r.length && r.splice(0, r.length - a), !i)) {
          for (var o = n.now(), s = 0, c = 1; c < r.length && r[c] <= o; c += 2) s = c;
          s && r.splice(0, s + 1);
        }
      }),
      t
    );
  })(It),
  Vt = (function (e) {
    E(t, e);
    function t(t, n) {
      return e.call(this) || this;
    }
    return (
      (t.prototype.schedule = function (e, t) {
        return (t === void 0 && (t = 0), this);
      }),
      t
    );
  })(rt),
  Ht = {
    setInterval: function (e, t) {
      var n = [...arguments].slice(2),
        r = Ht.delegate;
      return r?.setInterval
        ? r.setInterval.apply(r, O([e, t], D(n)))
        : setInterval.apply(void 0, O([e, t], D(n)));
    },
    clearInterval: function (e) {
      return (Ht.delegate?.clearInterval || clearInterval)(e);
    },
    delegate: void 0,
  },
  Ut = (function (e) {
    E(t, e);
    function t(t, n) {
      var r = e.call(this, t, n) || this;
      return ((r.scheduler = t), (r.work = n), (r.pending = !1), r);
    }
    return (
      (t.prototype.schedule = function (e, t) {
        if ((t === void 0 && (t = 0), this.closed)) return this;
        this.state = e;
        var n = this.id,
          r = this.scheduler;
        return (
          n != null && (this.id = this.recycleAsyncId(r, n, t)),
          (this.pending = !0),
          (this.delay = t),
          (this.id = this.id ?? this.requestAsyncId(r, this.id, t)),
          this
        );
      }),
      (t.prototype.requestAsyncId = function (e, t, n) {
        return (n === void 0 && (n = 0), Ht.setInterval(e.flush.bind(e, this), n));
      }),
      (t.prototype.recycleAsyncId = function (e, t, n) {
        if ((n === void 0 && (n = 0), n != null && this.delay === n && this.pending === !1))
          return t;
        t != null && Ht.clearInterval(t);
      }),
      (t.prototype.execute = function (e, t) {
        if (this.closed) return Error(`executing a cancelled action`);
        this.pending = !1;
        var n = this._execute(e, t);
        if (n) return n;
        this.pending === !1 &&
          this.id != null &&
          (this.id = this.recycleAsyncId(this.scheduler, this.id, null));
      }),
      (t.prototype._execute = function (e, t) {
        var n = !1,
          r;
        try {
          this.work(e);
        } catch (e) {
          ((n = !0), (r = e || Error(`Scheduled action threw falsy error`)));
        }
        if (n) return (this.unsubscribe(), r);
      }),
      (t.prototype.unsubscribe = function () {
        if (!this.closed) {
          var t = this,
            n = t.id,
            r = t.scheduler,
            i = r.actions;
          ((this.work = this.state = this.scheduler = null),
            (this.pending = !1),
            nt(i, this),
            n != null && (this.id = this.recycleAsyncId(r, n, null)),
            (this.delay = null),
            e.prototype.unsubscribe.call(this));
        }
      }),
      t
    );
  })(Vt),
  Wt = (function () {
    function e(t, n) {
      (n === void 0 && (n = e.now), (this.schedulerActionCtor = t), (this.now = n));
    }
    return (
      (e.prototype.schedule = function (e, t, n) {
        return (t === void 0 && (t = 0), new this.schedulerActionCtor(this, e).schedule(n, t));
      }),
      (e.now = zt.now),
      e
    );
  })(),
  Gt = (function (e) {
    E(t, e);
    function t(t, n) {
      n === void 0 && (n = Wt.now);
      var r = e.call(this, t, n) || this;
      return ((r.actions = []), (r._active = !1), r);
    }
    return (
      (t.prototype.flush = function (e) {
        var t = this.actions;
        if (this._active) t.push(e);
        else {
          var n;
          this._active = !0;
          do if ((n = e.execute(e.state, e.delay))) break;
          while ((e = t.shift()));
          if (((this._active = !1), n)) {
            for (; (e = t.shift());) e.unsubscribe();
            throw n;
          }
        }
      }),
      t
    );
  })(Wt),
  Kt = new Gt(Ut),
  qt = new A(function (e) {
    return e.complete();
  });
function Jt(e) {
  return e && k(e.schedule);
}
function Yt(e) {
  return e[e.length - 1];
}
function Xt(e) {
  return Jt(Yt(e)) ? e.pop() : void 0;
}
var Zt = function (e) {
  return e && typeof e.length == `number` && typeof e != `function`;
};
function Qt(e) {
  return k(e?.then);
}
function $t(e) {
  return k(e[Dt]);
}
function en(e) {
  return Symbol.asyncIterator && k(e?.[Symbol.asyncIterator]);
}
function tn(e) {
  return TypeError(
    `You provided ` +
      (typeof e == `object` && e ? `an invalid object` : `'` + e + `'`) +
      ` where a stream was expected. You can provide an Observable, Promise, ReadableStream, Array, AsyncIterable, or Iterable.`,
  );
}
function nn() {
  return typeof Symbol != `function` || !Symbol.iterator ? `@@iterator` : Symbol.iterator;
}
var rn = nn();
function an(e) {
  return k(e?.[rn]);
}
function on(e) {
  return Qe(this, arguments, function () {
    var t, n, r, i;
    return Ye(this, function (a) {
      switch (a.label) {
        case 0:
          ((t = e.getReader()), (a.label = 1));
        case 1:
          (a.trys.push([1, , 9, 10]), (a.label = 2));
        case 2:
          return [4, Ze(t.read())];
        case 3:
          return ((n = a.sent()), (r = n.value), (i = n.done), i ? [4, Ze(void 0)] : [3, 5]);
        case 4:
          return [2, a.sent()];
        case 5:
          return [4, Ze(r)];
        case 6:
          return [4, a.sent()];
        case 7:
          return (a.sent(), [3, 2]);
        case 8:
          return [3, 10];
        case 9:
          return (t.releaseLock(), [7]);
        case 10:
          return [2];
      }
    });
  });
}
function sn(e) {
  return k(e?.getReader);
}
function N(e) {
  if (e instanceof A) return e;
  if (e != null) {
    if ($t(e)) return cn(e);
    if (Zt(e)) return ln(e);
    if (Qt(e)) return un(e);
    if (en(e)) return fn(e);
    if (an(e)) return dn(e);
    if (sn(e)) return pn(e);
  }
  throw tn(e);
}
function cn(e) {
  return new A(function (t) {
    var n = e[Dt]();
    if (k(n.subscribe)) return n.subscribe(t);
    throw TypeError(`Provided object does not correctly implement Symbol.observable`);
  });
}
function ln(e) {
  return new A(function (t) {
    for (var n = 0; n < e.length && !t.closed; n++) t.next(e[n]);
    t.complete();
  });
}
function un(e) {
  return new A(function (t) {
    e.then(
      function (e) {
        t.closed || (t.next(e), t.complete());
      },
      function (e) {
        return t.error(e);
      },
    ).then(null, lt);
  });
}
function dn(e) {
  return new A(function (t) {
    var n, r;
    try {
      for (var i = Xe(e), a = i.next(); !a.done; a = i.next()) {
        var o = a.value;
        if ((t.next(o), t.closed)) return;
      }
    } catch (e) {
      n = { error: e };
    } finally {
      try {
        a && !a.done && (r = i.return) && r.call(i);
      } finally {
        if (n) throw n.error;
      }
    }
    t.complete();
  });
}
function fn(e) {
  return new A(function (t) {
    mn(e, t).catch(function (e) {
      return t.error(e);
    });
  });
}
function pn(e) {
  return fn(on(e));
}
function mn(e, t) {
  var n, r, i, a;
  return Je(this, void 0, void 0, function () {
    var o, s;
    return Ye(this, function (c) {
      switch (c.label) {
        case 0:
          (c.trys.push([0, 5, 6, 11]), (n = $e(e)), (c.label = 1));
        case 1:
          return [4, n.next()];
        case 2:
          if (((r = c.sent()), r.done)) return [3, 4];
          if (((o = r.value), t.next(o), t.closed)) return [2];
          c.label = 3;
        case 3:
          return [3, 1];
        case 4:
          return [3, 11];
        case 5:
          return ((s = c.sent()), (i = { error: s }), [3, 11]);
        case 6:
          return (
            c.trys.push([6, , 9, 10]),
            r && !r.done && (a = n.return) ? [4, a.call(n)] : [3, 8]
          );
        case 7:
          (c.sent(), (c.label = 8));
        case 8:
          return [3, 10];
        case 9:
          if (i) throw i.error;
          return [7];
        case 10:
          return [7];
        case 11:
          return (t.complete(), [2]);
      }
    });
  });
}
function P(e, t, n, r, i) {
  (r === void 0 && (r = 0), i === void 0 && (i = !1));
  var a = t.schedule(function () {
    (n(), i ? e.add(this.schedule(null, r)) : this.unsubscribe());
  }, r);
  if ((e.add(a), !i)) return a;
}
function hn(e, t) {
  return (
    t === void 0 && (t = 0),
    j(function (n, r) {
      n.subscribe(
        M(
          r,
          function (n) {
            return P(
              r,
              e,
              function () {
                return r.next(n);
              },
              t,
            );
          },
          function () {
            return P(
              r,
              e,
              function () {
                return r.complete();
              },
              t,
            );
          },
          function (n) {
            return P(
              r,
              e,
              function () {
                return r.error(n);
              },
              t,
            );
          },
        ),
      );
    })
  );
}
function gn(e, t) {
  return (
    t === void 0 && (t = 0),
    j(function (n, r) {
      r.add(
        e.schedule(function () {
          return n.subscribe(r);
        }, t),
      );
    })
  );
}
function _n(e, t) {
  return N(e).pipe(gn(t), hn(t));
}
function vn(e, t) {
  return N(e).pipe(gn(t), hn(t));
}
function yn(e, t) {
  return new A(function (n) {
    var r = 0;
    return t.schedule(function () {
      r === e.length ? n.complete() : (n.next(e[r++]), n.closed || this.schedule());
    });
  });
}
function bn(e, t) {
  return new A(function (n) {
    var r;
    return (
      P(n, t, function () {
        ((r = e[rn]()),
          P(
            n,
            t,
            function () {
              var e, t, i;
              try {
                ((e = r.next()), (t = e.value), (i = e.done));
              } catch (e) {
                n.error(e);
                return;
              }
              i ? n.complete() : n.next(t);
            },
            0,
            !0,
          ));
      }),
      function () {
        return k(r?.return) && r.return();
      }
    );
  });
}
function xn(e, t) {
  if (!e) throw Error(`Iterable cannot be null`);
  return new A(function (n) {
    P(n, t, function () {
      var r = e[Symbol.asyncIterator]();
      P(
        n,
        t,
        function () {
          r.next().then(function (e) {
            e.done ? n.complete() : n.next(e.value);
          });
        },
        0,
        !0,
      );
    });
  });
}
function Sn(e, t) {
  return xn(on(e), t);
}
function Cn(e, t) {
  if (e != null) {
    if ($t(e)) return _n(e, t);
    if (Zt(e)) return yn(e, t);
    if (Qt(e)) return vn(e, t);
    if (en(e)) return xn(e, t);
    if (an(e)) return bn(e, t);
    if (sn(e)) return Sn(e, t);
  }
  throw tn(e);
}
function wn(e, t) {
  return t ? Cn(e, t) : N(e);
}
function Tn() {
  var e = [...arguments];
  return wn(e, Xt(e));
}
function En(e, t) {
  var n = k(e)
      ? e
      : function () {
          return e;
        },
    r = function (e) {
      return e.error(n());
    };
  return new A(
    t
      ? function (e) {
          return t.schedule(r, 0, e);
        }
      : r,
  );
}
var Dn;
(function (e) {
  ((e.NEXT = `N`), (e.ERROR = `E`), (e.COMPLETE = `C`));
})((Dn ||= {}));
var On = (function () {
  function e(e, t, n) {
    ((this.kind = e), (this.value = t), (this.error = n), (this.hasValue = e === `N`));
  }
  return (
    (e.prototype.observe = function (e) {
      return kn(this, e);
    }),
    (e.prototype.do = function (e, t, n) {
      var r = this,
        i = r.kind,
        a = r.value,
        o = r.error;
      return i === `N` ? e?.(a) : i === `E` ? t?.(o) : n?.();
    }),
    (e.prototype.accept = function (e, t, n) {
      return k(e?.next) ? this.observe(e) : this.do(e, t, n);
    }),
    (e.prototype.toObservable = function () {
      var e = this,
        t = e.kind,
        n = e.value,
        r = e.error,
        i =
          t === `N`
            ? Tn(n)
            : t === `E`
              ? En(function () {
                  return r;
                })
              : t === `C`
                ? qt
                : 0;
      if (!i) throw TypeError(`Unexpected notification kind ` + t);
      return i;
    }),
    (e.createNext = function (t) {
      return new e(`N`, t);
    }),
    (e.createError = function (t) {
      return new e(`E`, void 0, t);
    }),
    (e.createComplete = function () {
      return e.completeNotification;
    }),
    (e.completeNotification = new e(`C`)),
    e
  );
})();
function kn(e, t) {
  var n,
    r,
    i,
    a = e,
    o = a.kind,
    s = a.value,
    c = a.error;
  if (typeof o != `string`) throw TypeError(`Invalid notification, missing "kind"`);
  o === `N`
    ? (n = t.next) == null || n.call(t, s)
    : o === `E`
      ? (r = t.error) == null || r.call(t, c)
      : (i = t.complete) == null || i.call(t);
}
var An = et(function (e) {
  return function () {
    (e(this), (this.name = `EmptyError`), (this.message = `no elements in sequence`));
  };
});
function jn(e, t) {
  var n = typeof t == `object`;
  return new Promise(function (r, i) {
    var a = !1,
      o;
    e.subscribe({
      next: function (e) {
        ((o = e), (a = !0));
      },
      error: i,
      complete: function () {
        a ? r(o) : n ? r(t.defaultValue) : i(new An());
      },
    });
  });
}
function Mn(e) {
  return e instanceof Date && !isNaN(e);
}
function F(e, t) {
  return j(function (n, r) {
    var i = 0;
    n.subscribe(
      M(r, function (n) {
        r.next(e.call(t, n, i++));
      }),
    );
  });
}
function Nn(e, t, n, r, i, a, o, s) {
  var c = [],
    l = 0,
    u = 0,
    d = !1,
    f = function () {
      d && !c.length && !l && t.complete();
    },
    p = function (e) {
      return l < r ? m(e) : c.push(e);
    },
    m = function (e) {
      (a && t.next(e), l++);
      var s = !1;
      N(n(e, u++)).subscribe(
        M(
          t,
          function (e) {
            (i?.(e), a ? p(e) : t.next(e));
          },
          function () {
            s = !0;
          },
          void 0,
          function () {
            if (s)
              try {
                l--;
                for (
                  var e = function () {
                    var e = c.shift();
                    o
                      ? P(t, o, function () {
                          return m(e);
                        })
                      : m(e);
                  };
                  c.length && l < r;
                )
                  e();
                f();
              } catch (e) {
                t.error(e);
              }
          },
        ),
      );
    };
  return (
    e.subscribe(
      M(t, p, function () {
        ((d = !0), f());
      }),
    ),
    function () {
      s?.();
    }
  );
}
function Pn(e, t, n) {
  return (
    n === void 0 && (n = 1 / 0),
    k(t)
      ? Pn(function (n, r) {
          return F(function (e, i) {
            return t(n, e, r, i);
          })(N(e(n, r)));
        }, n)
      : (typeof t == `number` && (n = t),
        j(function (t, r) {
          return Nn(t, r, e, n);
        }))
  );
}
function Fn(e) {
  return (e === void 0 && (e = 1 / 0), Pn(Ot, e));
}
function In() {
  return Fn(1);
}
function Ln() {
  var e = [...arguments];
  return In()(wn(e, Xt(e)));
}
function Rn(e, t, n) {
  (e === void 0 && (e = 0), n === void 0 && (n = Kt));
  var r = -1;
  return (
    t != null && (Jt(t) ? (n = t) : (r = t)),
    new A(function (t) {
      var i = Mn(e) ? +e - n.now() : e;
      i < 0 && (i = 0);
      var a = 0;
      return n.schedule(function () {
        t.closed || (t.next(a++), 0 <= r ? this.schedule(void 0, r) : t.complete());
      }, i);
    })
  );
}
function zn(e, t) {
  return j(function (n, r) {
    var i = 0;
    n.subscribe(
      M(r, function (n) {
        return e.call(t, n, i++) && r.next(n);
      }),
    );
  });
}
function Bn(e) {
  return j(function (t, n) {
    var r = null,
      i = !1,
      a;
    ((r = t.subscribe(
      M(n, void 0, void 0, function (o) {
        ((a = N(e(o, Bn(e)(t)))), r ? (r.unsubscribe(), (r = null), a.subscribe(n)) : (i = !0));
      }),
    )),
      i && (r.unsubscribe(), (r = null), a.subscribe(n)));
  });
}
function Vn(e, t) {
  return (
    t === void 0 && (t = Ot),
    (e ??= Hn),
    j(function (n, r) {
      var i,
        a = !0;
      n.subscribe(
        M(r, function (n) {
          var o = t(n);
          (a || !e(i, o)) && ((a = !1), (i = o), r.next(n));
        }),
      );
    })
  );
}
function Hn(e, t) {
  return e === t;
}
function Un(e) {
  return j(function (t, n) {
    try {
      t.subscribe(n);
    } finally {
      n.add(e);
    }
  });
}
function Wn() {
  return j(function (e, t) {
    e.subscribe(
      M(
        t,
        function (e) {
          t.next(On.createNext(e));
        },
        function () {
          (t.next(On.createComplete()), t.complete());
        },
        function (e) {
          (t.next(On.createError(e)), t.complete());
        },
      ),
    );
  });
}
function Gn(e) {
  e === void 0 && (e = {});
  var t = e.connector,
    n =
      t === void 0
        ? function () {
            return new It();
          }
        : t,
    r = e.resetOnError,
    i = r === void 0 || r,
    a = e.resetOnComplete,
    o = a === void 0 || a,
    s = e.resetOnRefCountZero,
    c = s === void 0 || s;
  return function (e) {
    var t,
      r,
      a,
      s = 0,
      l = !1,
      u = !1,
      d = function () {
        (r?.unsubscribe(), (r = void 0));
      },
      f = function () {
        (d(), (t = a = void 0), (l = u = !1));
      },
      p = function () {
        var e = t;
        (f(), e?.unsubscribe());
      };
    return j(function (e, m) {
      (s++, !u && !l && d());
      var h = (a ??= n());
      (m.add(function () {
        (s--, s === 0 && !u && !l && (r = Kn(p, c)));
      }),
        h.subscribe(m),
        !t &&
          s > 0 &&
          ((t = new St({
            next: function (e) {
              return h.next(e);
            },
            error: function (e) {
              ((u = !0), d(), (r = Kn(f, i, e)), h.error(e));
            },
            complete: function () {
              ((l = !0), d(), (r = Kn(f, o)), h.complete());
            },
          })),
          N(e).subscribe(t)));
    })(e);
  };
}
function Kn(e, t) {
  var n = [...arguments].slice(2);
  if (t === !0) e();
  else if (t !== !1) {
    var r = new St({
      next: function () {
        (r.unsubscribe(), e());
      },
    });
    return N(t.apply(void 0, O([], D(n)))).subscribe(r);
  }
}
function qn(e, t, n) {
  var r,
    i,
    a,
    o,
    s = !1;
  return (
    e && typeof e == `object`
      ? ((r = e.bufferSize),
        (o = r === void 0 ? 1 / 0 : r),
        (i = e.windowTime),
        (t = i === void 0 ? 1 / 0 : i),
        (a = e.refCount),
        (s = a !== void 0 && a),
        (n = e.scheduler))
      : (o = e ?? 1 / 0),
    Gn({
      connector: function () {
        return new Bt(o, t, n);
      },
      resetOnError: !0,
      resetOnComplete: !1,
      resetOnRefCountZero: s,
    })
  );
}
function Jn(e, t, n) {
  var r = k(e) || t || n ? { next: e, error: t, complete: n } : e;
  return r
    ? j(function (e, t) {
        var n;
        (n = r.subscribe) == null || n.call(r);
        var i = !0;
        e.subscribe(
          M(
            t,
            function (e) {
              var n;
              ((n = r.next) == null || n.call(r, e), t.next(e));
            },
            function () {
              var e;
              ((i = !1), (e = r.complete) == null || e.call(r), t.complete());
            },
            function (e) {
              var n;
              ((i = !1), (n = r.error) == null || n.call(r, e), t.error(e));
            },
            function () {
              var e, t;
              (i && ((e = r.unsubscribe) == null || e.call(r)),
                (t = r.finalize) == null || t.call(r));
            },
          ),
        );
      })
    : Ot;
}
function Yn(e, t, n) {
  let r = e.arguments?.find((e) => e.name.value === t);
  if (r && r.value.kind === n)
    switch (r.value.kind) {
      case b.STRING:
        return r.value.value;
    }
}
function Xn(e, t, n, r) {
  if (n.kind === b.INT || n.kind === b.FLOAT) e[t.value] = Number(n.value);
  else if (n.kind === b.BOOLEAN || n.kind === b.STRING) e[t.value] = n.value;
  else if (n.kind === b.OBJECT) {
    let i = {};
    (n.fields.map((e) => Xn(i, e.name, e.value, r)), (e[t.value] = i));
  } else if (n.kind === b.VARIABLE) {
    let i = (r || {})[n.name.value];
    e[t.value] = i;
  } else if (n.kind === b.LIST)
    e[t.value] = n.values.map((e) => {
      let n = {};
      return (Xn(n, t, e, r), n[t.value]);
    });
  else if (n.kind === b.ENUM) e[t.value] = n.value;
  else if (n.kind === b.NULL) e[t.value] = null;
  else throw _(21, t.value, n.kind);
}
function Zn(e, t) {
  if (e.arguments && e.arguments.length) {
    let n = {};
    return (e.arguments.forEach(({ name: e, value: r }) => Xn(n, e, r, t)), n);
  }
  return null;
}
function Qn(e) {
  return e[0].toUpperCase() + e.slice(1);
}
var $n = typeof i(() => window.document.createElement) == `function`,
  I = { ...a[Symbol.for(`apollo.cacheSize`)] };
function er(e, t) {
  return e.definitions.find((e) => e.kind === `OperationDefinition` && !!e.name)?.name.value ?? t;
}
var tr = () => Object.create(null),
  { forEach: nr, slice: rr } = Array.prototype,
  { hasOwnProperty: ir } = Object.prototype,
  L = class e {
    constructor(e = !0, t = tr) {
      ((this.weakness = e), (this.makeData = t));
    }
    lookup() {
      return this.lookupArray(arguments);
    }
    lookupArray(e) {
      let t = this;
      return (
        nr.call(e, (e) => (t = t.getChildTrie(e))),
        ir.call(t, `data`) ? t.data : (t.data = this.makeData(rr.call(e)))
      );
    }
    peek() {
      return this.peekArray(arguments);
    }
    peekArray(e) {
      let t = this;
      for (let n = 0, r = e.length; t && n < r; ++n) {
        let r = t.mapFor(e[n], !1);
        t = r && r.get(e[n]);
      }
      return t && t.data;
    }
    remove() {
      return this.removeArray(arguments);
    }
    removeArray(e) {
      let t;
      if (e.length) {
        let n = e[0],
          r = this.mapFor(n, !1),
          i = r && r.get(n);
        i &&
          ((t = i.removeArray(rr.call(e, 1))),
          i.data || i.weak || (i.strong && i.strong.size) || r.delete(n));
      } else ((t = this.data), delete this.data);
      return t;
    }
    getChildTrie(t) {
      let n = this.mapFor(t, !0),
        r = n.get(t);
      return (r || n.set(t, (r = new e(this.weakness, this.makeData))), r);
    }
    mapFor(e, t) {
      return this.weakness && ar(e)
        ? this.weak || (t ? (this.weak = new WeakMap()) : void 0)
        : this.strong || (t ? (this.strong = new Map()) : void 0);
    }
  };
function ar(e) {
  switch (typeof e) {
    case `object`:
      if (e === null) break;
    case `function`:
      return !0;
  }
  return !1;
}
function or() {}
var sr = class {
  constructor(e = 1 / 0, t = or) {
    ((this.max = e),
      (this.dispose = t),
      (this.map = new Map()),
      (this.newest = null),
      (this.oldest = null));
  }
  has(e) {
    return this.map.has(e);
  }
  get(e) {
    let t = this.getNode(e);
    return t && t.value;
  }
  get size() {
    return this.map.size;
  }
  getNode(e) {
    let t = this.map.get(e);
    if (t && t !== this.newest) {
      let { older: e, newer: n } = t;
      (n && (n.older = e),
        e && (e.newer = n),
        (t.older = this.newest),
        (t.older.newer = t),
        (t.newer = null),
        (this.newest = t),
        t === this.oldest && (this.oldest = n));
    }
    return t;
  }
  set(e, t) {
    let n = this.getNode(e);
    return n
      ? (n.value = t)
      : ((n = { key: e, value: t, newer: null, older: this.newest }),
        this.newest && (this.newest.newer = n),
        (this.newest = n),
        (this.oldest = this.oldest || n),
        this.map.set(e, n),
        n.value);
  }
  clean() {
    for (; this.oldest && this.map.size > this.max;) this.delete(this.oldest.key);
  }
  delete(e) {
    let t = this.map.get(e);
    return t
      ? (t === this.newest && (this.newest = t.older),
        t === this.oldest && (this.oldest = t.newer),
        t.newer && (t.newer.older = t.older),
        t.older && (t.older.newer = t.newer),
        this.map.delete(e),
        this.dispose(t.value, e),
        !0)
      : !1;
  }
};
function cr() {}
var lr = cr,
  ur =
    typeof WeakRef < `u`
      ? WeakRef
      : function (e) {
          return { deref: () => e };
        },
  dr = typeof WeakMap < `u` ? WeakMap : Map,
  fr =
    typeof FinalizationRegistry < `u`
      ? FinalizationRegistry
      : function () {
          return { register: cr, unregister: cr };
        },
  pr = 10024,
  mr = class {
    constructor(e = 1 / 0, t = lr) {
      ((this.max = e),
        (this.dispose = t),
        (this.map = new dr()),
        (this.newest = null),
        (this.oldest = null),
        (this.unfinalizedNodes = new Set()),
        (this.finalizationScheduled = !1),
        (this.size = 0),
        (this.finalize = () => {
          let e = this.unfinalizedNodes.values();
          for (let t = 0; t < pr; t++) {
            let t = e.next().value;
            if (!t) break;
            this.unfinalizedNodes.delete(t);
            let n = t.key;
            (delete t.key, (t.keyRef = new ur(n)), this.registry.register(n, t, t));
          }
          this.unfinalizedNodes.size > 0
            ? queueMicrotask(this.finalize)
            : (this.finalizationScheduled = !1);
        }),
        (this.registry = new fr(this.deleteNode.bind(this))));
    }
    has(e) {
      return this.map.has(e);
    }
    get(e) {
      let t = this.getNode(e);
      return t && t.value;
    }
    getNode(e) {
      let t = this.map.get(e);
      if (t && t !== this.newest) {
        let { older: e, newer: n } = t;
        (n && (n.older = e),
          e && (e.newer = n),
          (t.older = this.newest),
          (t.older.newer = t),
          (t.newer = null),
          (this.newest = t),
          t === this.oldest && (this.oldest = n));
      }
      return t;
    }
    set(e, t) {
      let n = this.getNode(e);
      return n
        ? (n.value = t)
        : ((n = { key: e, value: t, newer: null, older: this.newest }),
          this.newest && (this.newest.newer = n),
          (this.newest = n),
          (this.oldest = this.oldest || n),
          this.scheduleFinalization(n),
          this.map.set(e, n),
          this.size++,
          n.value);
    }
    clean() {
      for (; this.oldest && this.size > this.max;) this.deleteNode(this.oldest);
    }
    deleteNode(e) {
      (e === this.newest && (this.newest = e.older),
        e === this.oldest && (this.oldest = e.newer),
        e.newer && (e.newer.older = e.older),
        e.older && (e.older.newer = e.newer),
        this.size--);
      let t = e.key || (e.keyRef && e.keyRef.deref());
      (this.dispose(e.value, t),
        e.keyRef ? this.registry.unregister(e) : this.unfinalizedNodes.delete(e),
        t && this.map.delete(t));
    }
    delete(e) {
      let t = this.map.get(e);
      return t ? (this.deleteNode(t), !0) : !1;
    }
    scheduleFinalization(e) {
      (this.unfinalizedNodes.add(e),
        this.finalizationScheduled ||
          ((this.finalizationScheduled = !0), queueMicrotask(this.finalize)));
    }
  },
  hr = new WeakSet();
function gr(e) {
  e.size <= (e.max || -1) ||
    hr.has(e) ||
    (hr.add(e),
    setTimeout(() => {
      (e.clean(), hr.delete(e));
    }, 100));
}
var _r = function (e, t) {
    let n = new mr(e, t);
    return (
      (n.set = function (e, t) {
        let n = mr.prototype.set.call(this, e, t);
        return (gr(this), n);
      }),
      n
    );
  },
  vr = function (e, t) {
    let n = new sr(e, t);
    return (
      (n.set = function (e, t) {
        let n = sr.prototype.set.call(this, e, t);
        return (gr(this), n);
      }),
      n
    );
  };
function yr(e, { max: t, makeCacheKey: n = (e) => e }) {
  let r = new L(!0),
    i = new _r(t);
  return (...t) => {
    let a = r.lookupArray(n(t)),
      o = i.get(a);
    if (o) {
      if (o.error) throw o.error;
      return o.result;
    }
    let s = i.set(a, {});
    try {
      return (s.result = e(...t));
    } catch (e) {
      throw ((s.error = e), e);
    }
  };
}
var R = yr(
    (e, t) => {
      h(e && e.kind === `Document`, 1);
      let n = e.definitions.filter((e) => e.kind === `OperationDefinition`);
      (t && h(n.length == 1 && n[0].operation === t, 4, t, t, n[0].operation),
        T(e, {
          Field(t, r, i, a) {
            if (
              t.alias &&
              (t.alias.value === `__typename` || t.alias.value.startsWith(`__ac_`)) &&
              t.alias.value !== t.name.value
            ) {
              let r = e,
                i = [];
              for (let e of a)
                ((r = r[e]), r.kind === b.FIELD && i.push(r.alias?.value || r.name.value));
              throw (
                i.splice(-1, 1, t.name.value),
                _(5, t.alias.value, i.join(`.`), n[0].operation, er(e, `(anonymous)`))
              );
            }
          },
        }));
    },
    { max: I.checkDocument || 2e3 },
  ),
  { toString: br } = Object.prototype;
function xr(e = []) {
  let t = {};
  return (
    e.forEach((e) => {
      t[e.name.value] = e;
    }),
    t
  );
}
function Sr(e) {
  return e.definitions.filter((e) => e.kind === `FragmentDefinition`);
}
function Cr(e, t) {
  switch (e.kind) {
    case `InlineFragment`:
      return e;
    case `FragmentSpread`: {
      let n = e.name.value;
      if (typeof t == `function`) return t(n);
      let r = t && t[n];
      return (h(r, 11, n), r);
    }
    default:
      return null;
  }
}
function wr(e) {
  R(e);
  let t;
  for (let n of e.definitions) {
    if (n.kind === `OperationDefinition`) return n;
    n.kind === `FragmentDefinition` && !t && (t = n);
  }
  if (t) return t;
  throw _(14);
}
function z(e) {
  return (R(e), e.definitions.filter((e) => e.kind === `OperationDefinition`)[0]);
}
function Tr(e) {
  return e.kind === `Field`;
}
function Er(e) {
  return e.match(/^\[(.*)\]$/);
}
function B(e) {
  return e.alias ? e.alias.value : e.name.value;
}
function Dr(e) {
  return e.replace(/[[\]]/g, ``);
}
function Or(e, t, n) {
  let r = z(t)?.operation,
    i = xr(Sr(t));
  h(r, 6);
  function a(e, t, n, r) {
    let i = !1,
      a = t.map((t) => {
        let a = o(e, t, n, r);
        return ((i ||= a !== t), a);
      });
    return i ? a : t;
  }
  function o(e, t, r, i) {
    if (Array.isArray(t) && !i) return a(e, t, r, i);
    if (e.selectionSet) return s(e.selectionSet, t);
    if (t === null || !r) return t;
    if (i) {
      let o = Er(i);
      if (o && Array.isArray(t)) return a(e, t, r, o[1]);
      let s = n.getScalar(Dr(i));
      if (s) return s.coerceToParsed(t);
    }
    return t;
  }
  function s(e, t, r) {
    if (typeof t != `object` || !t) return t;
    let a = { ...t },
      s = !1;
    Object.hasOwn(t, `__typename`) && (r = t.__typename);
    let c = new Set(e.selections);
    return (
      c.forEach((e) => {
        if (Tr(e)) {
          let i = B(e);
          if (!Object.hasOwn(t, i)) return;
          let c = t[i],
            l = o(e, c, r, r ? n.getScalarTypeForField(r, e.name.value) : void 0);
          ((s ||= l !== c), (a[i] = l));
        } else {
          let t = Cr(e, i);
          t && r && n.fragmentMatches(t, r) && t.selectionSet.selections.forEach((e) => c.add(e));
        }
      }),
      s ? a : t
    );
  }
  return s(wr(t).selectionSet, e, n.getRootTypename(r));
}
function kr(e) {
  return e.length === 0
    ? qt
    : new A((t) => {
        let { length: n } = e,
          r = Array(n),
          i = new Map();
        e.forEach((e, t) => {
          (i.has(e) || i.set(e, new Set()), i.get(e).add(t));
        });
        let a = i.size,
          o = i.size,
          s;
        i.forEach((n, i) => {
          let c = !1,
            l = i.subscribe({
              next: (a) => {
                (n.forEach((e) => (r[e] = a)),
                  c || ((c = !0), o--),
                  o ||
                    ((s ||= new Set(e.filter((e) => e.dirty))),
                    s.delete(i),
                    s.size || (t.next(r.slice()), (s = void 0))));
              },
              complete: () => {
                (a--, a || t.complete());
              },
              error: t.error.bind(t),
            });
          t.add(l);
        });
      });
}
function V(...e) {
  let t = {};
  return (
    e.forEach((e) => {
      e &&
        Reflect.ownKeys(e).forEach((n) => {
          let r = e[n];
          r !== void 0 && (t[n] = r);
        });
    }),
    t
  );
}
function H(e) {
  return typeof e == `object` && !!e;
}
var { hasOwnProperty: Ar } = Object.prototype,
  jr = function (e, t, n) {
    return this.merge(e[n], t[n]);
  },
  Mr = (e) => (isNaN(+e) ? {} : []),
  Nr = class {
    options;
    reconciler;
    constructor(e = {}) {
      ((this.options = e), (this.reconciler = e.reconciler || jr));
    }
    merge(e, t, n = {}) {
      let r = n.atPath;
      if (r?.length) {
        let [i, ...a] = r;
        e === void 0 && (e = Mr(i));
        let o = e[i];
        o === void 0 && a.length && (o = Mr(a[0]));
        let s = this.merge(o, t, { ...n, atPath: a });
        return (o !== s && ((e = this.shallowCopyForMerge(e)), (e[i] = s)), e);
      }
      return (
        Array.isArray(e) &&
          Array.isArray(t) &&
          this.options.arrayMerge === `truncate` &&
          e.length > t.length &&
          ((e = e.slice(0, t.length)), this.pastCopies.add(e)),
        H(t) && H(e)
          ? (Object.keys(t).forEach((n) => {
              if (Ar.call(e, n)) {
                let r = e[n];
                if (t[n] !== r) {
                  let i = this.reconciler(e, t, n);
                  i !== r && ((e = this.shallowCopyForMerge(e)), (e[n] = i));
                }
              } else ((e = this.shallowCopyForMerge(e)), (e[n] = t[n]));
            }),
            e)
          : t
      );
    }
    isObject = H;
    pastCopies = new Set();
    shallowCopyForMerge(e) {
      return (
        H(e) &&
          (this.pastCopies.has(e) ||
            ((e = Array.isArray(e) ? e.slice(0) : { __proto__: Object.getPrototypeOf(e), ...e }),
            this.pastCopies.add(e))),
        e
      );
    }
  };
function Pr(e) {
  let t = {},
    n = e && e.variableDefinitions;
  return (
    n &&
      n.length &&
      n.forEach((e) => {
        e.defaultValue && Xn(t, e.variable.name, e.defaultValue);
      }),
    t
  );
}
function Fr(e, t) {
  let n = t,
    r = [];
  return (
    e.definitions.forEach((e) => {
      if (e.kind === `OperationDefinition`)
        throw _(12, e.operation, e.name ? ` named '${e.name.value}'` : ``);
      e.kind === `FragmentDefinition` && r.push(e);
    }),
    n === void 0 && (h(r.length === 1, 13, r.length), (n = r[0].name.value)),
    {
      ...e,
      definitions: [
        {
          kind: `OperationDefinition`,
          operation: `query`,
          selectionSet: {
            kind: `SelectionSet`,
            selections: [{ kind: `FragmentSpread`, name: { kind: `Name`, value: n } }],
          },
        },
        ...e.definitions,
      ],
    }
  );
}
function Ir(e) {
  (h(e.kind === `Document`, 8), h(e.definitions.length <= 1, 9));
  let t = e.definitions[0];
  return (h(t.kind === `FragmentDefinition`, 10), t);
}
function Lr(e) {
  let t = z(e);
  return (h(t && t.operation === `query`, 15), t);
}
var U = Object.assign(
    function (e) {
      return JSON.stringify(e, zr);
    },
    {
      reset() {
        Rr = new vr(I.canonicalStringify || 1e3);
      },
    },
  ),
  Rr;
U.reset();
function zr(e, t) {
  if (t && typeof t == `object`) {
    let e = Object.getPrototypeOf(t);
    if (e === Object.prototype || e === null) {
      let n = Object.keys(t);
      if (n.every(Br)) return t;
      let r = JSON.stringify(n),
        i = Rr.get(r);
      if (!i) {
        n.sort();
        let e = JSON.stringify(n);
        ((i = Rr.get(e) || n), Rr.set(r, i), Rr.set(e, i));
      }
      let a = Object.create(e);
      return (
        i.forEach((e) => {
          a[e] = t[e];
        }),
        a
      );
    }
  }
  return t;
}
function Br(e, t, n) {
  return t === 0 || n[t - 1] <= e;
}
var Vr = [`connection`, `include`, `skip`, `client`, `rest`, `export`, `nonreactive`, `stream`],
  Hr = U,
  Ur = Object.assign(
    function (e, t, n) {
      if (t && n && n.connection && n.connection.key) {
        if (n.connection.filter && n.connection.filter.length > 0) {
          let e = n.connection.filter ? n.connection.filter : [];
          e.sort();
          let r = {};
          e.forEach((e) => {
            r[e] = t[e];
          });
          let i = Hr(r);
          if (i !== `{}`) return `${n.connection.key}(${i})`;
        }
        return n.connection.key;
      }
      let r = e;
      if (t) {
        let e = Hr(t);
        e !== `{}` && (r += `(${e})`);
      }
      return (
        n &&
          Object.keys(n).forEach((e) => {
            Vr.indexOf(e) === -1 &&
              (n[e] && Object.keys(n[e]).length ? (r += `@${e}(${Hr(n[e])})`) : (r += `@${e}`));
          }),
        r
      );
    },
    {
      setStringify(e) {
        let t = Hr;
        return ((Hr = e), t);
      },
    },
  );
function Wr(e) {
  return !!e.errors?.length;
}
function Gr(e, t, n) {
  let r = new Set(e),
    i = r.size;
  return (
    T(t, {
      Directive(e) {
        if (r.delete(e.name.value) && (!n || !r.size)) return Ge;
      },
    }),
    n ? !r.size : r.size < i
  );
}
function Kr(e) {
  let t = !1;
  return (
    T(e, {
      Directive: {
        enter(e) {
          if (
            e.name.value === `client` &&
            e.arguments &&
            ((t = e.arguments.some(
              (e) =>
                e.name.value === `always` &&
                e.value.kind === `BooleanValue` &&
                e.value.value === !0,
            )),
            t)
          )
            return Ge;
        },
      },
    }),
    t
  );
}
var W = Array.isArray,
  qr = yr(
    function (e) {
      let t = e.directives?.find((e) => e.name.value === `defer`);
      if (!t) return !1;
      for (let e of t.arguments ?? [])
        if (e.name.value === `if`)
          switch (e.value.kind) {
            case b.BOOLEAN:
              return e.value.value;
            case b.VARIABLE:
              let t = e.value.name.value;
              return (e) => !!e?.[t];
          }
      return !0;
    },
    { max: I.isDeferredFragment || 2e3 },
  );
function Jr(e, t) {
  let n = qr(e);
  return typeof n == `function` ? n(t) : n;
}
function Yr(e) {
  return H(e) && e.kind === `Document` && Array.isArray(e.definitions);
}
function Xr(e) {
  return Array.isArray(e) && e.length > 0;
}
function Zr(e) {
  return (
    typeof e == `object` &&
    !!e &&
    (Object.getPrototypeOf(e) === Object.prototype || Object.getPrototypeOf(e) === null)
  );
}
var Qr = yr(
  function (e) {
    let t = e.directives?.find((e) => e.name.value === `stream`);
    if (!t) return !1;
    for (let e of t.arguments ?? [])
      if (e.name.value === `if`)
        switch (e.value.kind) {
          case b.BOOLEAN:
            return e.value.value;
          case b.VARIABLE: {
            let t = e.value.name.value;
            return (e) => !!e?.[t];
          }
        }
    return !0;
  },
  { max: I.isStreamField || 2e3 },
);
function $r(e, t) {
  let n = Qr(e);
  return typeof n == `function` ? n(t) : n;
}
var G = null,
  ei = {},
  ti = 1,
  ni = () =>
    class {
      constructor() {
        this.id = [`slot`, ti++, Date.now(), Math.random().toString(36).slice(2)].join(`:`);
      }
      hasValue() {
        for (let e = G; e; e = e.parent)
          if (this.id in e.slots) {
            let t = e.slots[this.id];
            if (t === ei) break;
            return (e !== G && (G.slots[this.id] = t), !0);
          }
        return (G && (G.slots[this.id] = ei), !1);
      }
      getValue() {
        if (this.hasValue()) return G.slots[this.id];
      }
      withValue(e, t, n, r) {
        let i = { __proto__: null, [this.id]: e },
          a = G;
        G = { parent: a, slots: i };
        try {
          return t.apply(r, n);
        } finally {
          G = a;
        }
      }
      static bind(e) {
        let t = G;
        return function () {
          let n = G;
          try {
            return ((G = t), e.apply(this, arguments));
          } finally {
            G = n;
          }
        };
      }
      static noContext(e, t, n) {
        if (G) {
          let r = G;
          try {
            return ((G = null), e.apply(n, t));
          } finally {
            G = r;
          }
        } else return e.apply(n, t);
      }
    };
function ri(e) {
  try {
    return e();
  } catch {}
}
var ii = `@wry/context:Slot`,
  ai = ri(() => globalThis) || ri(() => global) || Object.create(null),
  oi =
    ai[ii] ||
    Array[ii] ||
    (function (e) {
      try {
        Object.defineProperty(ai, ii, { value: e, enumerable: !1, writable: !1, configurable: !0 });
      } finally {
        return e;
      }
    })(ni()),
  { bind: si, noContext: ci } = oi,
  li = new oi(),
  { hasOwnProperty: ui } = Object.prototype,
  di =
    Array.from ||
    function (e) {
      let t = [];
      return (e.forEach((e) => t.push(e)), t);
    };
function fi(e) {
  let { unsubscribe: t } = e;
  typeof t == `function` && ((e.unsubscribe = void 0), t());
}
var pi = [],
  mi = 100;
function hi(e, t) {
  if (!e) throw Error(t || `assertion failure`);
}
function gi(e, t) {
  let n = e.length;
  return n > 0 && n === t.length && e[n - 1] === t[n - 1];
}
function _i(e) {
  switch (e.length) {
    case 0:
      throw Error(`unknown value`);
    case 1:
      return e[0];
    case 2:
      throw e[1];
  }
}
function vi(e) {
  return e.slice(0);
}
var yi = class e {
  constructor(t) {
    ((this.fn = t),
      (this.parents = new Set()),
      (this.childValues = new Map()),
      (this.dirtyChildren = null),
      (this.dirty = !0),
      (this.recomputing = !1),
      (this.value = []),
      (this.deps = null),
      ++e.count);
  }
  peek() {
    if (this.value.length === 1 && !K(this)) return (bi(this), this.value[0]);
  }
  recompute(e) {
    return (
      hi(!this.recomputing, `already recomputing`),
      bi(this),
      K(this) ? xi(this, e) : _i(this.value)
    );
  }
  setDirty() {
    this.dirty || ((this.dirty = !0), wi(this), fi(this));
  }
  dispose() {
    (this.setDirty(),
      Ai(this),
      Ei(this, (e, t) => {
        (e.setDirty(), ji(e, this));
      }));
  }
  forget() {
    this.dispose();
  }
  dependOn(e) {
    (e.add(this), (this.deps ||= pi.pop() || new Set()), this.deps.add(e));
  }
  forgetDeps() {
    this.deps &&=
      (di(this.deps).forEach((e) => e.delete(this)), this.deps.clear(), pi.push(this.deps), null);
  }
};
yi.count = 0;
function bi(e) {
  let t = li.getValue();
  if (t)
    return (
      e.parents.add(t),
      t.childValues.has(e) || t.childValues.set(e, []),
      K(e) ? Di(t, e) : Oi(t, e),
      t
    );
}
function xi(e, t) {
  return (Ai(e), li.withValue(e, Si, [e, t]), Mi(e, t) && Ci(e), _i(e.value));
}
function Si(e, t) {
  e.recomputing = !0;
  let { normalizeResult: n } = e,
    r;
  (n && e.value.length === 1 && (r = vi(e.value)), (e.value.length = 0));
  try {
    if (((e.value[0] = e.fn.apply(null, t)), n && r && !gi(r, e.value)))
      try {
        e.value[0] = n(e.value[0], r[0]);
      } catch {}
  } catch (t) {
    e.value[1] = t;
  }
  e.recomputing = !1;
}
function K(e) {
  return e.dirty || !!(e.dirtyChildren && e.dirtyChildren.size);
}
function Ci(e) {
  ((e.dirty = !1), K(e) || Ti(e));
}
function wi(e) {
  Ei(e, Di);
}
function Ti(e) {
  Ei(e, Oi);
}
function Ei(e, t) {
  let n = e.parents.size;
  if (n) {
    let r = di(e.parents);
    for (let i = 0; i < n; ++i) t(r[i], e);
  }
}
function Di(e, t) {
  (hi(e.childValues.has(t)), hi(K(t)));
  let n = !K(e);
  if (!e.dirtyChildren) e.dirtyChildren = pi.pop() || new Set();
  else if (e.dirtyChildren.has(t)) return;
  (e.dirtyChildren.add(t), n && wi(e));
}
function Oi(e, t) {
  (hi(e.childValues.has(t)), hi(!K(t)));
  let n = e.childValues.get(t);
  (n.length === 0 ? e.childValues.set(t, vi(t.value)) : gi(n, t.value) || e.setDirty(),
    ki(e, t),
    K(e) || Ti(e));
}
function ki(e, t) {
  let n = e.dirtyChildren;
  n && (n.delete(t), n.size === 0 && (pi.length < mi && pi.push(n), (e.dirtyChildren = null)));
}
function Ai(e) {
  (e.childValues.size > 0 &&
    e.childValues.forEach((t, n) => {
      ji(e, n);
    }),
    e.forgetDeps(),
    hi(e.dirtyChildren === null));
}
function ji(e, t) {
  (t.parents.delete(e), e.childValues.delete(t), ki(e, t));
}
function Mi(e, t) {
  if (typeof e.subscribe == `function`)
    try {
      (fi(e), (e.unsubscribe = e.subscribe.apply(null, t)));
    } catch {
      return (e.setDirty(), !1);
    }
  return !0;
}
var Ni = { setDirty: !0, dispose: !0, forget: !0 };
function Pi(e) {
  let t = new Map(),
    n = e && e.subscribe;
  function r(e) {
    let r = li.getValue();
    if (r) {
      let i = t.get(e);
      (i || t.set(e, (i = new Set())),
        r.dependOn(i),
        typeof n == `function` && (fi(i), (i.unsubscribe = n(e))));
    }
  }
  return (
    (r.dirty = function (e, n) {
      let r = t.get(e);
      if (r) {
        let i = n && ui.call(Ni, n) ? n : `setDirty`;
        (di(r).forEach((e) => e[i]()), t.delete(e), fi(r));
      }
    }),
    r
  );
}
var Fi;
function Ii(...e) {
  return (Fi ||= new L(typeof WeakMap == `function`)).lookupArray(e);
}
var Li = new Set();
function Ri(
  e,
  {
    max: t = 2 ** 16,
    keyArgs: n,
    makeCacheKey: r = Ii,
    normalizeResult: i,
    subscribe: a,
    cache: o = sr,
  } = Object.create(null),
) {
  let s = typeof o == `function` ? new o(t, (e) => e.dispose()) : o,
    c = function () {
      let t = r.apply(null, n ? n.apply(null, arguments) : arguments);
      if (t === void 0) return e.apply(null, arguments);
      let o = s.get(t);
      o ||
        (s.set(t, (o = new yi(e))),
        (o.normalizeResult = i),
        (o.subscribe = a),
        (o.forget = () => s.delete(t)));
      let c = o.recompute(Array.prototype.slice.call(arguments));
      return (
        s.set(t, o),
        Li.add(s),
        li.hasValue() || (Li.forEach((e) => e.clean()), Li.clear()),
        c
      );
    };
  (Object.defineProperty(c, 'size', { get: () => s.size, configurable: !1, enumerable: !1 }),
    Object.freeze(
      (c.options = {
        max: t,
        keyArgs: n,
        makeCacheKey: r,
        normalizeResult: i,
        subscribe: a,
        cache: s,
      }),
    ));
  function l(e) {
    let t = e && s.get(e);
    t && t.setDirty();
  }
  ((c.dirtyKey = l),
    (c.dirty = function () {
      l(r.apply(null, arguments));
    }));
  function u(e) {
    let t = e && s.get(e);
    if (t) return t.peek();
  }
  ((c.peekKey = u),
    (c.peek = function () {
      return u(r.apply(null, arguments));
    }));
  function d(e) {
    return e ? s.delete(e) : !1;
  }
  return (
    (c.forgetKey = d),
    (c.forget = function () {
      return d(r.apply(null, arguments));
    }),
    (c.makeCacheKey = r),
    (c.getKey = n
      ? function () {
          return r.apply(null, n.apply(null, arguments));
        }
      : r),
    Object.freeze(c)
  );
}
function zi(e) {
  return { __ref: String(e) };
}
function Bi(e) {
  return e;
}
function Vi(e) {
  let t = e[0] || {},
    n = e.length;
  if (n > 1) {
    let r = new Nr();
    for (let i = 1; i < n; ++i) t = r.merge(t, e[i]);
  }
  return t;
}
function Hi(e, t) {
  return V(e, t, t.variables && { variables: V({ ...(e && e.variables), ...t.variables }) });
}
function Ui(e) {
  return (e.catch(() => {}), e);
}
function Wi(e, t) {
  R(t);
  let n = Gi(``),
    r = Gi(``),
    i = (e) => {
      for (let t = 0, i; t < e.length && (i = e[t]); ++t)
        if (!W(i)) {
          if (i.kind === b.OPERATION_DEFINITION) return n(i.name && i.name.value);
          if (i.kind === b.FRAGMENT_DEFINITION) return r(i.name.value);
        }
      return (h.error(16), null);
    },
    a = 0;
  for (let e = t.definitions.length - 1; e >= 0; --e)
    t.definitions[e].kind === b.OPERATION_DEFINITION && ++a;
  let o = Ki(e),
    s = (e) => Xr(e) && e.map(o).some((e) => e && e.remove),
    c = new Map(),
    l = !1,
    u = {
      enter(e) {
        if (s(e.directives)) return ((l = !0), null);
      },
    },
    d = T(t, {
      Field: u,
      InlineFragment: u,
      VariableDefinition: {
        enter() {
          return !1;
        },
      },
      Variable: {
        enter(e, t, n, r, a) {
          let o = i(a);
          o && o.variables.add(e.name.value);
        },
      },
      FragmentSpread: {
        enter(e, t, n, r, a) {
          if (s(e.directives)) return ((l = !0), null);
          let o = i(a);
          o && o.fragmentSpreads.add(e.name.value);
        },
      },
      FragmentDefinition: {
        enter(e, t, n, r) {
          c.set(JSON.stringify(r), e);
        },
        leave(e, t, n, i) {
          if (e === c.get(JSON.stringify(i))) return e;
          if (
            a > 0 &&
            e.selectionSet.selections.every(
              (e) => e.kind === b.FIELD && e.name.value === `__typename`,
            )
          )
            return ((r(e.name.value).removed = !0), (l = !0), null);
        },
      },
      Directive: {
        leave(e) {
          if (o(e)) return ((l = !0), null);
        },
      },
    });
  if (!l) return t;
  let f = (e) => (
      e.transitiveVars ||
        ((e.transitiveVars = new Set(e.variables)),
        e.removed ||
          e.fragmentSpreads.forEach((t) => {
            f(r(t)).transitiveVars.forEach((t) => {
              e.transitiveVars.add(t);
            });
          })),
      e
    ),
    p = new Set();
  (d.definitions.forEach((e) => {
    e.kind === b.OPERATION_DEFINITION
      ? f(n(e.name && e.name.value)).fragmentSpreads.forEach((e) => {
          p.add(e);
        })
      : e.kind === b.FRAGMENT_DEFINITION &&
        a === 0 &&
        !r(e.name.value).removed &&
        p.add(e.name.value);
  }),
    p.forEach((e) => {
      f(r(e)).fragmentSpreads.forEach((e) => {
        p.add(e);
      });
    }));
  let m = (e) => !(p.has(e) && !r(e).removed),
    g = {
      enter(e) {
        if (m(e.name.value)) return null;
      },
    };
  return Ji(
    T(d, {
      FragmentSpread: g,
      FragmentDefinition: g,
      OperationDefinition: {
        leave(e) {
          if (e.variableDefinitions) {
            let t = f(n(e.name && e.name.value)).transitiveVars;
            if (t.size < e.variableDefinitions.length)
              return {
                ...e,
                variableDefinitions: e.variableDefinitions.filter((e) =>
                  t.has(e.variable.name.value),
                ),
              };
          }
        },
      },
    }),
  );
}
function Gi(e) {
  let t = new Map();
  return function (n = e) {
    let r = t.get(n);
    return (r || t.set(n, (r = { variables: new Set(), fragmentSpreads: new Set() })), r);
  };
}
function Ki(e) {
  let t = new Map(),
    n = new Map();
  return (
    e.forEach((e) => {
      e && (e.name ? t.set(e.name, e) : e.test && n.set(e.test, e));
    }),
    (e) => {
      let r = t.get(e.name.value);
      return (
        !r &&
          n.size &&
          n.forEach((t, n) => {
            n(e) && (r = t);
          }),
        r
      );
    }
  );
}
function qi(e, t) {
  return (
    !e ||
    e.selectionSet.selections.every((e) => e.kind === b.FRAGMENT_SPREAD && qi(t[e.name.value], t))
  );
}
function Ji(e) {
  return qi(z(e) || Ir(e), xr(Sr(e))) ? null : e;
}
function Yi(e) {
  return T(e, {
    FragmentSpread(e) {
      if (!e.directives?.some(({ name: e }) => e.value === `unmask`)) return null;
    },
  });
}
function Xi({ directives: e }, t) {
  return (
    !e ||
    !e.length ||
    Qi(e).every(({ directive: e, ifArgument: n }) => {
      let r = !1;
      return (
        n.value.kind === `Variable`
          ? ((r = t && t[n.value.name.value]), h(r !== void 0, 17, e.name.value))
          : (r = n.value.value),
        e.name.value === `skip` ? !r : r
      );
    })
  );
}
function Zi({ name: { value: e } }) {
  return e === `skip` || e === `include`;
}
function Qi(e) {
  let t = [];
  return (
    e &&
      e.length &&
      e.forEach((e) => {
        if (!Zi(e)) return;
        let n = e.arguments,
          r = e.name.value;
        h(n && n.length === 1, 18, r);
        let i = n[0];
        h(i.name && i.name.value === `if`, 19, r);
        let a = i.value;
        (h(a && (a.kind === `Variable` || a.kind === `BooleanValue`), 20, r),
          t.push({ directive: e, ifArgument: i }));
      }),
    t
  );
}
function $i(e, t) {
  let n = null;
  e.directives &&
    ((n = {}),
    e.directives.forEach((e) => {
      ((n[e.name.value] = {}),
        e.arguments &&
          e.arguments.forEach(({ name: r, value: i }) => Xn(n[e.name.value], r, i, t)));
    }));
  let r = null;
  return (
    e.arguments &&
      e.arguments.length &&
      ((r = {}), e.arguments.forEach(({ name: e, value: n }) => Xn(r, e, n, t))),
    Ur(e.name.value, r, n)
  );
}
function ea(e) {
  return `dataState` in e
    ? e
    : { ...e, dataState: e.complete ? `complete` : e.result === null ? `empty` : `partial` };
}
function ta(e) {
  let t = { data: e.data };
  return (e.error && (t.error = e.error), t);
}
function na(e, t = () => void 0) {
  return (n) =>
    new A((r) => {
      let i = t();
      return n.subscribe({
        next(t) {
          let n;
          try {
            n = e(t, i);
          } catch (e) {
            r.error(e);
          }
          n !== void 0 && r.next(n);
        },
        error(e) {
          r.error(e);
        },
        complete() {
          r.complete();
        },
      });
    });
}
function ra(e, { data: t, ...n }, { data: r, ...i }, a) {
  return y(n, i) && ia(wr(e).selectionSet, t, r, { fragmentMap: xr(Sr(e)), variables: a });
}
function ia(e, t, n, r) {
  if (t === n) return !0;
  let i = new Set();
  return e.selections.every((e) => {
    if (i.has(e) || (i.add(e), !Xi(e, r.variables)) || aa(e)) return !0;
    if (Tr(e)) {
      let i = B(e),
        a = t && t[i],
        o = n && n[i],
        s = e.selectionSet;
      if (!s) return y(a, o);
      let c = Array.isArray(a),
        l = Array.isArray(o);
      if (c !== l) return !1;
      if (c && l) {
        let e = a.length;
        if (o.length !== e) return !1;
        for (let t = 0; t < e; ++t) if (!ia(s, a[t], o[t], r)) return !1;
        return !0;
      }
      return ia(s, a, o, r);
    }
    {
      let i = Cr(e, r.fragmentMap);
      if (i) return aa(i) ? !0 : ia(i.selectionSet, t, n, r);
    }
  });
}
function aa(e) {
  return !!e.directives && e.directives.some(oa);
}
function oa(e) {
  return e.name.value === `nonreactive`;
}
function sa(e, t) {
  let n, r;
  function i(e) {
    return (e !== n && ((n = e), (r = t(n))), r);
  }
  return Object.assign(e.pipe(F(i), qn({ bufferSize: 1, refCount: !0 })), {
    getCurrentResult: () => i(e.getCurrentResult()),
  });
}
var ca = yr(
    function (e, t, n) {
      return sa(e, n);
    },
    { max: 1, makeCacheKey: (e) => e.slice(0, 2) },
  ),
  la = Symbol.for(`apollo.result.extensions`),
  ua = Symbol.for(`apollo.result.streamInfo`),
  da = Symbol.for(`apollo.observableQuery.variablesUnknown`),
  fa = Symbol.for(`apollo.cache.handleIncremental`);
function pa(...e) {
  return Ii.bind(null, ...e);
}
var ma = class {
  isIncrementalResult(e) {
    return !1;
  }
  prepareRequest(e) {
    return (h(!Gr([`defer`, `stream`], e.query), 70), e);
  }
  extractErrors() {}
  startRequest = void 0;
};
function ha(e) {
  return e;
}
var ga = class e {
    transform;
    cached;
    resultCache = new WeakSet();
    getCacheKey(e) {
      return [e];
    }
    static identity() {
      return new e(ha, { cache: !1 });
    }
    static split(t, n, r = e.identity()) {
      return Object.assign(new e((e) => (t(e) ? n : r).transformDocument(e), { cache: !1 }), {
        left: n,
        right: r,
      });
    }
    constructor(e, t = {}) {
      ((this.transform = e),
        t.getCacheKey && (this.getCacheKey = t.getCacheKey),
        (this.cached = t.cache !== !1),
        this.resetCache());
    }
    resetCache() {
      if (this.cached) {
        let t = new L();
        this.performWork = Ri(e.prototype.performWork.bind(this), {
          makeCacheKey: (e) => {
            let n = this.getCacheKey(e);
            if (n) return (h(Array.isArray(n), 22), t.lookupArray(n));
          },
          max: I[`documentTransform.cache`],
          cache: mr,
        });
      }
    }
    performWork(e) {
      return (R(e), this.transform(e));
    }
    transformDocument(e) {
      if (this.resultCache.has(e)) return e;
      let t = this.performWork(e);
      return (this.resultCache.add(t), t);
    }
    concat(t) {
      return Object.assign(
        new e((e) => t.transformDocument(this.transformDocument(e)), { cache: !1 }),
        { left: this, right: t },
      );
    }
    left;
    right;
  },
  _a,
  va = Object.assign(
    (e) => {
      let t = _a.get(e);
      return (t || ((t = Le(e)), _a.set(e, t)), t);
    },
    {
      reset() {
        _a = new _r(I.print || 2e3);
      },
    },
  );
va.reset();
function q(e) {
  return !!(e && typeof e == `object` && typeof e.__ref == `string`);
}
var ya = { kind: b.FIELD, name: { kind: b.NAME, value: `__typename` } },
  ba = Object.assign(
    function (e) {
      return T(e, {
        SelectionSet: {
          enter(e, t, n) {
            if (n && n.kind === b.OPERATION_DEFINITION) return;
            let { selections: r } = e;
            if (
              !r ||
              r.some(
                (e) =>
                  e.kind === b.FIELD &&
                  (e.name.value === `__typename` || e.name.value.lastIndexOf(`__`, 0) === 0),
              )
            )
              return;
            let i = n;
            if (!(
              i.kind === b.FIELD &&
              i.directives &&
              i.directives.some((e) => e.name.value === `export`)
            ))
              return { ...e, selections: [...r, ya] };
          },
        },
      });
    },
    {
      added(e) {
        return e === ya;
      },
    },
  );
function xa(e, t) {
  return z(e)?.operation === t;
}
function Sa(e) {
  return xa(e, `mutation`);
}
function Ca(e) {
  return xa(e, `subscription`);
}
function wa(e) {
  return e === 7 || e === 8;
}
function Ta(e) {
  return !wa(e);
}
function Ea(e, { client: t }) {
  let n = {
      query: e.query,
      variables: e.variables || {},
      extensions: e.extensions || {},
      operationName: er(e.query),
      operationType: z(e.query).operation,
    },
    r = { ...e.context },
    i = (e) => {
      r = typeof e == `function` ? { ...r, ...e(a()) } : { ...r, ...e };
    },
    a = () => Object.freeze({ ...r });
  return (
    Object.defineProperty(n, 'setContext', { enumerable: !1, value: i }),
    Object.defineProperty(n, 'getContext', { enumerable: !1, value: a }),
    Object.defineProperty(n, 'client', { enumerable: !1, value: t }),
    n
  );
}
function Da(e, t) {
  let n = { ...e },
    r = new Set(Object.keys(e));
  return (
    T(t, {
      Variable(e, t, n) {
        n && n.kind !== `VariableDefinition` && r.delete(e.name.value);
      },
    }),
    r.forEach((e) => {
      delete n[e];
    }),
    n
  );
}
var J = class e {
    static empty() {
      return new e(() => qt);
    }
    static from(t) {
      if (t.length === 0) return e.empty();
      let [n, ...r] = t;
      return n.concat(...r);
    }
    static split(t, n, r = new e((e, t) => t(e))) {
      let i = new e((e, i) => (t(e) ? n.request(e, i) : r.request(e, i)));
      return Object.assign(i, { left: n, right: r });
    }
    static execute(e, t, n) {
      return e.request(Ea(t, n), () => qt);
    }
    static concat(...t) {
      return e.from(t);
    }
    constructor(e) {
      e && (this.request = e);
    }
    split(t, n, r) {
      return this.concat(e.split(t, n, r));
    }
    concat(...e) {
      return e.length === 0 ? this : e.reduce(this.combine.bind(this), this);
    }
    combine(t, n) {
      let r = new e((e, r) => t.request(e, (e) => n.request(e, r)));
      return Object.assign(r, { left: t, right: n });
    }
    request(e, t) {
      throw _(67);
    }
    left;
    right;
  },
  Oa = J.execute,
  ka = class {
    assumeImmutableResults = !1;
    lookupFragment(e) {
      return null;
    }
    getRootTypename(e) {
      return Qn(e);
    }
    getScalar(e) {}
    getScalarTypeForField(e, t) {}
    configuresScalars() {
      return !1;
    }
    serializeVariables(e, t) {
      return t;
    }
    batch(e) {
      let t = typeof e.optimistic == `string` ? e.optimistic : e.optimistic === !1 ? null : void 0,
        n;
      return (this.performTransaction(() => (n = e.update(this)), t), n);
    }
    recordOptimisticTransaction(e, t) {
      this.performTransaction(e, t);
    }
    transformDocument(e) {
      return e;
    }
    transformForLink(e) {
      return e;
    }
    identify(e) {}
    gc() {
      return [];
    }
    modify(e) {
      return !1;
    }
    readQuery(e, t = !!e.optimistic) {
      return this.read({ ...e, rootId: e.id || `ROOT_QUERY`, optimistic: t });
    }
    fragmentWatches = new L(!0);
    watchFragment(e) {
      let { fragment: t, fragmentName: n, from: r } = e,
        i = this.getFragmentDoc(t, n),
        a = (Array.isArray(r) ? r : [r]).map((e) => {
          let t = e == null ? e : this.toCacheId(e);
          return t === void 0 ? null : t;
        });
      if (!Array.isArray(r)) {
        let t = this.watchSingleFragment(a[0], i, e);
        return r === null
          ? t
          : ca(t, Symbol.for(`apollo.transform.individualResult`), (e) => ({
              ...e,
              data: e.data ?? {},
            }));
      }
      let o;
      function s(e) {
        let t = e.reduce(
          (e, t, n) => (
            e.data.push(t.data),
            (e.complete &&= t.complete),
            (e.dataState = e.complete ? `complete` : `partial`),
            t.missing && ((e.missing ||= {}), (e.missing[n] = t.missing)),
            e
          ),
          { data: [], dataState: `complete`, complete: !0 },
        );
        return (y(o, t) || (o = t), o);
      }
      if (a.length === 0) return Na;
      let c = !1,
        l = a.map((t) => this.watchSingleFragment(t, i, e)),
        u = kr(l).pipe(
          F(s),
          Jn({ subscribe: () => (c = !0), unsubscribe: () => (c = !1) }),
          qn({ bufferSize: 1, refCount: !0 }),
        );
      return Object.assign(u, {
        getCurrentResult: () => (c && o ? o : s(l.map((e) => e.getCurrentResult()))),
      });
    }
    onAfterBroadcast = (e) => e();
    watchSingleFragment(e, t, n) {
      if (e === null) return ja;
      let { optimistic: r = !0, variables: i } = n,
        a = [t, U({ id: e, optimistic: r, variables: i })],
        o = this.fragmentWatches.lookupArray(a);
      if (!o.observable) {
        let s = !1,
          c;
        function l(e) {
          let r = e.result;
          return (
            (c && ra(t, { data: c.data }, { data: r }, n.variables)) ||
              ((c = {
                data: r,
                dataState: e.complete ? `complete` : `partial`,
                complete: e.complete,
              }),
              e.missing && (c.missing = e.missing.missing)),
            c
          );
        }
        let u = new A((n) => {
          s = !0;
          let o = this.watch({
            variables: i,
            returnPartialData: !0,
            id: e,
            query: t,
            optimistic: r,
            immediate: !0,
            callback: (e) => {
              ((u.dirty = !0),
                this.onAfterBroadcast(() => {
                  (n.next(l(e)), (u.dirty = !1));
                }));
            },
          });
          return () => {
            ((s = !1), o(), this.fragmentWatches.removeArray(a));
          };
        }).pipe(Vn(), Gn({ connector: () => new Bt(1), resetOnRefCountZero: () => Rn(0) }));
        o.observable = Object.assign(u, {
          dirty: !1,
          getCurrentResult: () =>
            s && c
              ? c
              : l(
                  this.diff({
                    id: e,
                    query: t,
                    returnPartialData: !0,
                    optimistic: r,
                    variables: i,
                  }),
                ),
        });
      }
      return o.observable;
    }
    getFragmentDoc = Ri(Fr, {
      max: I[`cache.fragmentQueryDocuments`] || 1e3,
      cache: mr,
      makeCacheKey: pa(this),
    });
    readFragment(e, t = !!e.optimistic) {
      let n = e.from === void 0 ? e.id : this.toCacheId(e.from);
      return this.read({
        ...e,
        query: this.getFragmentDoc(e.fragment, e.fragmentName),
        rootId: n,
        optimistic: t,
      });
    }
    writeQuery({ id: e, data: t, ...n }) {
      return this.write(Object.assign(n, { dataId: e || `ROOT_QUERY`, result: t }));
    }
    writeFragment({ data: e, fragment: t, fragmentName: n, ...r }) {
      let i = r.from === void 0 ? r.id : this.toCacheId(r.from);
      return this.write(
        Object.assign(r, { query: this.getFragmentDoc(t, n), dataId: i, result: e }),
      );
    }
    updateQuery(e, t) {
      return this.batch({
        update(n) {
          let r = n.readQuery(e),
            i = t(r);
          return i == null ? r : (n.writeQuery({ ...e, data: i }), i);
        },
      });
    }
    updateFragment(e, t) {
      return this.batch({
        update(n) {
          let r = n.readFragment(e),
            i = t(r);
          return i == null ? r : (n.writeFragment({ ...e, data: i }), i);
        },
      });
    }
    toCacheId(e) {
      return typeof e == `string` ? e : this.identify(e);
    }
  },
  Aa = Object.freeze({ data: null, dataState: `complete`, complete: !0 }),
  ja = Object.assign(
    new A((e) => {
      e.next(Aa);
    }),
    { dirty: !1, getCurrentResult: () => Aa },
  ),
  Ma = Object.freeze({ data: [], dataState: `complete`, complete: !0 }),
  Na = Object.assign(
    new A((e) => {
      e.next(Ma);
    }),
    { getCurrentResult: () => Ma },
  ),
  Pa = class e extends Error {
    message;
    path;
    query;
    variables;
    constructor(t, n, r, i) {
      if (
        (super(t),
        (this.message = t),
        (this.path = n),
        (this.query = r),
        (this.variables = i),
        (this.name = `MissingFieldError`),
        Array.isArray(this.path))
      ) {
        this.missing = this.message;
        for (let e = this.path.length - 1; e >= 0; --e)
          this.missing = { [this.path[e]]: this.missing };
      } else this.missing = this.path;
      this.__proto__ = e.prototype;
    }
    missing;
  },
  { hasOwnProperty: Y } = Object.prototype;
function Fa({ __typename: e, id: t, _id: n }, r) {
  if (typeof e == `string`) {
    r && (r.keyObject = t == null ? (n == null ? void 0 : { _id: n }) : { id: t });
    let i = `id`;
    if ((t == null && n != null && ((t = n), (i = `_id`)), t != null))
      return (
        r?.serializeKeyField && (t = r.serializeKeyField(e, i, t)),
        `${e}:${typeof t == `number` || typeof t == `string` ? t : JSON.stringify(t)}`
      );
  }
}
var Ia = { dataIdFromObject: Fa, resultCaching: !0 };
function La(e) {
  return V(Ia, e);
}
var Ra = /^[_a-z][_0-9a-z]*/i;
function X(e) {
  let t = e.match(Ra);
  return t ? t[0] : e;
}
function za(e, t, n) {
  return H(t)
    ? W(t)
      ? t.every((t) => za(e, t, n))
      : e.selections.every((e) => {
          if (Tr(e) && Xi(e, n)) {
            let r = B(e);
            return Y.call(t, r) && (!e.selectionSet || za(e.selectionSet, t[r], n));
          }
          return !0;
        })
    : !1;
}
function Ba(e) {
  return H(e) && !q(e) && !W(e);
}
function Va() {
  return new Nr();
}
function Ha(e, t) {
  let n = xr(Sr(e));
  return {
    fragmentMap: n,
    lookupFragment(e) {
      let r = n[e];
      return (!r && t && (r = t.lookup(e)), r || null);
    },
  };
}
function Ua(e) {
  switch (e.kind) {
    case b.NAMED_TYPE:
      return e.name.value;
    case b.LIST_TYPE:
      return `[${Ua(e.type)}]`;
    case b.NON_NULL_TYPE:
      return Ua(e.type);
  }
}
var Wa = {},
  Ga = () => Wa,
  Ka = {},
  qa = class {
    policies;
    group;
    data = {};
    constructor(e, t) {
      ((this.policies = e), (this.group = t));
    }
    toObject() {
      return { ...this.data };
    }
    has(e) {
      return this.lookup(e, !0) !== void 0;
    }
    get(e, t) {
      if ((this.group.depend(e, t), Y.call(this.data, e))) {
        let n = this.data[e];
        if (n && Y.call(n, t)) return n[t];
      }
      if (t === `__typename` && Y.call(this.policies.rootTypenamesById, e))
        return this.policies.rootTypenamesById[e];
      if (this instanceof Z) return this.parent.get(e, t);
    }
    lookup(e, t) {
      if ((t && this.group.depend(e, `__exists`), Y.call(this.data, e))) return this.data[e];
      if (this instanceof Z) return this.parent.lookup(e, t);
      if (this.policies.rootTypenamesById[e]) return {};
    }
    merge(e, t) {
      let n;
      (q(e) && (e = e.__ref), q(t) && (t = t.__ref));
      let r = typeof e == `string` ? this.lookup((n = e)) : e,
        i = typeof t == `string` ? this.lookup((n = t)) : t;
      if (!i) return;
      (h(typeof n == `string`, 109),
        (i = this.coerceStoreObject(
          i,
          (e, t) => e.coerceToParsed(t),
          i.__typename || r?.__typename || this.policies.rootTypenamesById[n],
        )));
      let a = new Nr({ reconciler: Qa }).merge(r, i);
      if (((this.data[n] = a), a !== r && (delete this.refs[n], this.group.caching))) {
        let e = {};
        (r || (e.__exists = 1),
          Object.keys(i).forEach((t) => {
            if (!r || r[t] !== a[t]) {
              e[t] = 1;
              let n = X(t);
              (n !== t && !this.policies.hasKeyArgs(a.__typename, n) && (e[n] = 1),
                a[t] === void 0 && !(this instanceof Z) && delete a[t]);
            }
          }),
          e.__typename &&
            !(r && r.__typename) &&
            this.policies.rootTypenamesById[n] === a.__typename &&
            delete e.__typename,
          Object.keys(e).forEach((e) => this.group.dirty(n, e)));
      }
    }
    modify(e, t, n) {
      let r = this.lookup(e);
      if (r) {
        let i = {},
          a = !1,
          o = !0,
          s = {
            DELETE: Wa,
            INVALIDATE: Ka,
            isReference: q,
            toReference: this.toReference,
            canRead: this.canRead,
            readField: (t, n) =>
              this.policies.readField(
                typeof t == `string` ? { fieldName: t, from: n || zi(e) } : t,
                { store: this },
              ),
          };
        if (
          (Object.keys(r).forEach((c) => {
            let l = X(c),
              u = r[c];
            if (u === void 0) return;
            let d = typeof t == `function` ? t : t[c] || (n ? void 0 : t[l]);
            if (d) {
              let t =
                d === Ga
                  ? Wa
                  : d(Bi(u), {
                      ...s,
                      fieldName: l,
                      storeFieldName: c,
                      storage: this.getStorage(e, c),
                    });
              t === Ka
                ? this.group.dirty(e, c)
                : (t === Wa && (t = void 0), t !== u && ((i[c] = t), (a = !0), (u = t)));
            }
            u !== void 0 && (o = !1);
          }),
          a)
        )
          return (
            this.merge(e, i),
            o &&
              (this instanceof Z ? (this.data[e] = void 0) : delete this.data[e],
              this.group.dirty(e, `__exists`)),
            !0
          );
      }
      return !1;
    }
    delete(e, t, n) {
      let r = this.lookup(e);
      if (r) {
        let i = this.getFieldValue(r, `__typename`),
          a = t && n ? this.policies.getStoreFieldName({ typename: i, fieldName: t, args: n }) : t;
        return this.modify(e, a ? { [a]: Ga } : Ga, !!n);
      }
      return !1;
    }
    evict(e, t) {
      let n = !1;
      return (
        e.id &&
          (Y.call(this.data, e.id) && (n = this.delete(e.id, e.fieldName, e.args)),
          this instanceof Z && this !== t && (n = this.parent.evict(e, t) || n),
          (e.fieldName || n) && this.group.dirty(e.id, e.fieldName || `__exists`)),
        n
      );
    }
    clear() {
      this.replace(null);
    }
    extract() {
      let e = this.toObject();
      this.hasScalarConfig() &&
        (e = Object.fromEntries(
          Object.entries(e).map(([e, t]) => [
            e,
            t &&
              this.coerceStoreObject(
                t,
                (e, t) => e.coerceToSerialized(t),
                t?.__typename || this.policies.rootTypenamesById[e],
              ),
          ]),
        ));
      let t = [];
      return (
        this.getRootIdSet().forEach((e) => {
          Y.call(this.policies.rootTypenamesById, e) || t.push(e);
        }),
        t.length && (e.__META = { extraRootIds: t.sort() }),
        e
      );
    }
    hasScalarConfig() {
      return !!this.policies.cache.config.scalars;
    }
    coerceStoreObject(e, t, n = e.__typename) {
      if (!n || !this.hasScalarConfig()) return e;
      let r = !1,
        i = Object.entries(e).map(([e, i]) => {
          let a = X(e),
            o = this.policies.getScalarTypeForField(n, a),
            s = this.coerceValue(i, t, o, `${n}.${a}`);
          return ((r ||= s !== i), [e, s]);
        });
      return r ? Object.fromEntries(i) : e;
    }
    coerceValue(e, t, n, r) {
      if (e == null) return e;
      if (n) {
        let i = Er(n);
        if (i && Array.isArray(e)) return e.map((e) => this.coerceValue(e, t, i[1], r));
        let a = this.policies.cache.getScalar(Dr(n));
        if (a) return t(a, e);
      }
      return Array.isArray(e)
        ? e.map((e) => this.coerceValue(e, t, n, r))
        : Zr(e) && `__typename` in e
          ? this.coerceStoreObject(e, t)
          : e;
    }
    replace(e) {
      if (
        (Object.keys(this.data).forEach((t) => {
          (e && Y.call(e, t)) || this.delete(t);
        }),
        e)
      ) {
        let { __META: t, ...n } = e;
        (Object.keys(n).forEach((e) => {
          this.merge(e, n[e]);
        }),
          t && t.extraRootIds.forEach(this.retain, this));
      }
    }
    rootIds = {};
    retain(e) {
      return (this.rootIds[e] = (this.rootIds[e] || 0) + 1);
    }
    release(e) {
      if (this.rootIds[e] > 0) {
        let t = --this.rootIds[e];
        return (t || delete this.rootIds[e], t);
      }
      return 0;
    }
    getRootIdSet(e = new Set()) {
      return (
        Object.keys(this.rootIds).forEach(e.add, e),
        this instanceof Z
          ? this.parent.getRootIdSet(e)
          : Object.keys(this.policies.rootTypenamesById).forEach(e.add, e),
        e
      );
    }
    gc() {
      let e = this.getRootIdSet(),
        t = this.toObject();
      e.forEach((n) => {
        Y.call(t, n) && (Object.keys(this.findChildRefIds(n)).forEach(e.add, e), delete t[n]);
      });
      let n = Object.keys(t);
      if (n.length) {
        let e = this;
        for (; e instanceof Z;) e = e.parent;
        n.forEach((t) => e.delete(t));
      }
      return n;
    }
    refs = {};
    findChildRefIds(e) {
      if (!Y.call(this.refs, e)) {
        let t = (this.refs[e] = {}),
          n = this.data[e];
        if (!n) return t;
        let r = new Set([n]);
        r.forEach((e) => {
          (q(e) && (t[e.__ref] = !0),
            H(e) &&
              Object.keys(e).forEach((t) => {
                let n = e[t];
                H(n) && r.add(n);
              }));
        });
      }
      return this.refs[e];
    }
    makeCacheKey() {
      return this.group.keyMaker.lookupArray(arguments);
    }
    getFieldValue = (e, t) => Bi(q(e) ? this.get(e.__ref, t) : e && e[t]);
    canRead = (e) => (q(e) ? this.has(e.__ref) : typeof e == `object`);
    toReference = (e, t) => {
      if (typeof e == `string`) return zi(e);
      if (q(e)) return e;
      let [n] = this.policies.identify(e);
      if (n) {
        let r = zi(n);
        return (t && this.merge(n, e), r);
      }
    };
    get supportsResultCaching() {
      return this.group.caching;
    }
  },
  Ja = class {
    caching;
    parent;
    d = null;
    keyMaker;
    constructor(e, t = null) {
      ((this.caching = e), (this.parent = t), this.resetCaching());
    }
    resetCaching() {
      ((this.d = this.caching ? Pi() : null), (this.keyMaker = new L()));
    }
    depend(e, t) {
      if (this.d) {
        this.d(Ya(e, t));
        let n = X(t);
        (n !== t && this.d(Ya(e, n)), this.parent && this.parent.depend(e, t));
      }
    }
    dirty(e, t) {
      this.d && this.d.dirty(Ya(e, t), t === `__exists` ? `forget` : `setDirty`);
    }
  };
function Ya(e, t) {
  return t + `#` + e;
}
function Xa(e, t) {
  $a(e) && e.group.depend(t, `__exists`);
}
qa.Root = class extends qa {
  constructor({ policies: e, resultCaching: t = !0, seed: n }) {
    (super(e, new Ja(t)), n && this.replace(n));
  }
  stump = new Za(this);
  addLayer(e, t) {
    return this.stump.addLayer(e, t);
  }
  removeLayer() {
    return this;
  }
  storageTrie = new L();
  getStorage() {
    return this.storageTrie.lookupArray(arguments);
  }
};
var Z = class e extends qa {
    id;
    parent;
    replay;
    group;
    constructor(e, t, n, r) {
      (super(t.policies, r),
        (this.id = e),
        (this.parent = t),
        (this.replay = n),
        (this.group = r),
        n(this));
    }
    addLayer(t, n) {
      return new e(t, this, n, this.group);
    }
    removeLayer(e) {
      let t = this.parent.removeLayer(e);
      return e === this.id
        ? (this.group.caching &&
            Object.keys(this.data).forEach((e) => {
              let n = this.data[e],
                r = t.lookup(e);
              r
                ? n
                  ? n !== r &&
                    Object.keys(n).forEach((t) => {
                      y(n[t], r[t]) || this.group.dirty(e, t);
                    })
                  : (this.group.dirty(e, `__exists`),
                    Object.keys(r).forEach((t) => {
                      this.group.dirty(e, t);
                    }))
                : this.delete(e);
            }),
          t)
        : t === this.parent
          ? this
          : t.addLayer(this.id, this.replay);
    }
    toObject() {
      return { ...this.parent.toObject(), ...this.data };
    }
    findChildRefIds(e) {
      let t = this.parent.findChildRefIds(e);
      return Y.call(this.data, e) ? { ...t, ...super.findChildRefIds(e) } : t;
    }
    getStorage(...e) {
      let t = this.parent;
      for (; t.parent;) t = t.parent;
      return t.getStorage(...e);
    }
  },
  Za = class extends Z {
    constructor(e) {
      super(`EntityStore.Stump`, e, () => {}, new Ja(e.group.caching, e.group));
    }
    removeLayer() {
      return this;
    }
    merge(e, t) {
      return this.parent.merge(e, t);
    }
  };
function Qa(e, t, n) {
  let r = e[n],
    i = t[n];
  return y(r, i) ? r : i;
}
function $a(e) {
  return !!(e && e.supportsResultCaching);
}
var eo = new oi();
function to(e) {
  let t = e.directives?.find(({ name: e }) => e.value === `unmask`);
  if (!t) return `mask`;
  let n = t.arguments?.find(({ name: e }) => e.value === `mode`);
  return n && `value` in n.value && n.value.value === `migrate` ? `migrate` : `unmask`;
}
function no(e, t, n) {
  return eo.withValue(!0, () => {
    let r = io(e, t, n, !1);
    return (Object.isFrozen(e), r);
  });
}
function ro(e, t) {
  if (t.has(e)) return t.get(e);
  let n = Array.isArray(e) ? [] : {};
  return (t.set(e, n), n);
}
function io(e, t, n, r, i) {
  let { knownChanged: a } = n,
    o = ro(e, n.mutableTargets);
  if (Array.isArray(e)) {
    for (let [i, s] of Array.from(e.entries())) {
      if (s === null) {
        o[i] = null;
        continue;
      }
      let e = io(s, t, n, r, void 0);
      (a.has(e) && a.add(o), (o[i] = e));
    }
    return a.has(o) ? o : e;
  }
  for (let s of t.selections) {
    let t;
    if ((r && a.add(o), s.kind === b.FIELD)) {
      let i = B(s),
        c = s.selectionSet;
      if (((t = o[i] || e[i]), t === void 0)) continue;
      if (c && t !== null) {
        let o = io(e[i], c, n, r, void 0);
        a.has(o) && (t = o);
      }
      o[i] = t;
    }
    if (
      (s.kind === b.INLINE_FRAGMENT &&
        (!s.typeCondition || n.cache.fragmentMatches(s, e.__typename)) &&
        (t = io(e, s.selectionSet, n, r, i)),
      s.kind === b.FRAGMENT_SPREAD)
    ) {
      let r = s.name.value,
        a = n.fragmentMap[r] || (n.fragmentMap[r] = n.cache.lookupFragment(r));
      h(a, 41, r);
      let o = to(s);
      o !== `mask` && (t = io(e, a.selectionSet, n, o === `migrate`, i));
    }
    a.has(t) && a.add(o);
  }
  return (
    `__typename` in e && !(`__typename` in o) && (o.__typename = e.__typename),
    Object.keys(o).length !== Object.keys(e).length && a.add(o),
    a.has(o) ? o : e
  );
}
function ao(e, t, n, r) {
  let i = t.definitions.filter((e) => e.kind === b.FRAGMENT_DEFINITION);
  r === void 0 && (h(i.length === 1, 43, i.length), (r = i[0].name.value));
  let a = i.find((e) => e.name.value === r);
  return (
    h(!!a, 44, r),
    e == null || y(e, {})
      ? e
      : no(e, a.selectionSet, {
          operationType: `fragment`,
          operationName: a.name.value,
          fragmentMap: xr(Sr(t)),
          cache: n,
          mutableTargets: new WeakMap(),
          knownChanged: new WeakSet(),
        })
  );
}
function oo(e, t, n) {
  let r = z(t);
  return (
    h(r, 45),
    e == null
      ? e
      : no(e, r.selectionSet, {
          operationType: r.operation,
          operationName: r.name?.value,
          fragmentMap: xr(Sr(t)),
          cache: n,
          mutableTargets: new WeakMap(),
          knownChanged: new WeakSet(),
        })
  );
}
var so = {};
function co(e) {
  let t = JSON.stringify(e);
  return so[t] || (so[t] = {});
}
function lo(e) {
  let t = co(e);
  return (t.keyFieldsFn ||= (t, n) => {
    let { serializeKeyField: r } = n,
      i = (e) =>
        r
          ? (i, a) => {
              let o = e(i, a),
                s = i === n.storeObject || i === t ? n.typename : e(i, `__typename`);
              return typeof s == `string` ? r(s, a, o) : o;
            }
          : e,
      a = i((e, t) => n.readField(t, e)),
      o = (n.keyObject = fo(e, (e) => {
        let r = ho(n.storeObject, e, a);
        return (
          r === void 0 && t !== n.storeObject && Y.call(t, e[0]) && (r = ho(t, e, i(mo))),
          h(r !== void 0, 114, e.join(`.`), t),
          r
        );
      }));
    return `${n.typename}:${JSON.stringify(o)}`;
  });
}
function uo(e) {
  let t = co(e);
  return (t.keyArgsFn ||= (t, { field: n, variables: r, fieldName: i }) => {
    let a = fo(e, (e) => {
        let i = e[0],
          a = i.charAt(0);
        if (a === `@`) {
          if (n && Xr(n.directives)) {
            let t = i.slice(1),
              a = n.directives.find((e) => e.name.value === t),
              o = a && Zn(a, r);
            return o && ho(o, e.slice(1));
          }
        } else if (a === `$`) {
          let t = i.slice(1);
          if (r && Y.call(r, t)) {
            let n = e.slice(0);
            return ((n[0] = t), ho(r, n));
          }
        } else if (t) return ho(t, e);
      }),
      o = JSON.stringify(a);
    return ((t || o !== `{}`) && (i += `:` + o), i);
  });
}
function fo(e, t) {
  let n = new Nr();
  return po(e).reduce((e, r) => {
    let i = t(r);
    if (i !== void 0) {
      for (let e = r.length - 1; e >= 0; --e) i = { [r[e]]: i };
      e = n.merge(e, i);
    }
    return e;
  }, {});
}
function po(e) {
  let t = co(e);
  if (!t.paths) {
    let n = (t.paths = []),
      r = [];
    e.forEach((t, i) => {
      W(t)
        ? (po(t).forEach((e) => n.push(r.concat(e))), (r.length = 0))
        : (r.push(t), W(e[i + 1]) || (n.push(r.slice(0)), (r.length = 0)));
    });
  }
  return t.paths;
}
function mo(e, t) {
  return e[t];
}
function ho(e, t, n) {
  return (
    (n ||= mo),
    go(
      t.reduce(function e(t, r) {
        return W(t) ? t.map((t) => e(t, r)) : t && n(t, r);
      }, e),
    )
  );
}
function go(e) {
  return H(e) ? (W(e) ? e.map(go) : fo(Object.keys(e).sort(), (t) => ho(e, t))) : e;
}
var _o = new oi(),
  vo = new WeakMap();
function yo(e) {
  let t = vo.get(e);
  return (t || vo.set(e, (t = { vars: new Set(), dep: Pi() })), t);
}
function bo(e) {
  yo(e).vars.forEach((t) => t.forgetCache(e));
}
function xo(e) {
  yo(e).vars.forEach((t) => t.attachCache(e));
}
function So(e) {
  let t = new Set(),
    n = new Set(),
    r = function (a) {
      if (arguments.length > 0) {
        if (e !== a) {
          ((e = a),
            t.forEach((e) => {
              (yo(e).dep.dirty(r), Co(e));
            }));
          let i = Array.from(n);
          (n.clear(), i.forEach((t) => t(e)));
        }
      } else {
        let e = _o.getValue();
        e && (i(e), yo(e).dep(r));
      }
      return e;
    };
  r.onNextChange = (e) => (
    n.add(e),
    () => {
      n.delete(e);
    }
  );
  let i = (r.attachCache = (e) => (t.add(e), yo(e).vars.add(r), r));
  return ((r.forgetCache = (e) => t.delete(e)), r);
}
function Co(e) {
  e.broadcastWatches && e.broadcastWatches();
}
function wo(e) {
  return e.args === void 0 ? (e.field ? Zn(e.field, e.variables) : null) : e.args;
}
var To = () => void 0,
  Eo = (e, t) => t.fieldName,
  Do = (e, t, { mergeObjects: n }) => n(e, t),
  Oo = (e, t) => t,
  ko = (e, t, { streamFieldInfo: n, existingData: r }) => {
    if (!e && !r) return t;
    let i = [],
      a = e ?? r,
      o = n?.isLastChunk ? t.length : Math.max(a.length, t.length);
    for (let e = 0; e < o; e++) i[e] = t[e] === void 0 ? a[e] : t[e];
    return i;
  },
  Ao = class {
    config;
    warnedForMissingPossibleTypes = new L(!0);
    typePolicies = {};
    toBeAdded = {};
    supertypeMap = new Map();
    fuzzySubtypes = new Map();
    cache;
    rootIdsByTypename = {};
    rootTypenamesById = {};
    usingPossibleTypes = !1;
    constructor(e) {
      ((this.config = e),
        (this.config = { dataIdFromObject: Fa, ...e }),
        (this.cache = this.config.cache),
        this.setRootTypename(`Query`),
        this.setRootTypename(`Mutation`),
        this.setRootTypename(`Subscription`),
        e.possibleTypes && this.addPossibleTypes(e.possibleTypes),
        e.typePolicies && this.addTypePolicies(e.typePolicies));
    }
    identify(e, t) {
      let n = this,
        r = (t && (t.typename || t.storeObject?.__typename)) || e.__typename;
      if (r === this.rootTypenamesById.ROOT_QUERY) return [`ROOT_QUERY`];
      let i = (t && t.storeObject) || e,
        a = {
          ...t,
          typename: r,
          storeObject: i,
          readField:
            (t && t.readField) ||
            ((...e) => {
              let t = No(e, i);
              return n.readField(t, { store: n.cache.data, variables: t.variables });
            }),
        };
      this.cache.configuresScalars() &&
        (a.serializeKeyField = (e, t, n) =>
          this.serializeScalarValue(n, this.getScalarTypeForField(e, t)));
      let o,
        s = r && this.getTypePolicy(r),
        c = (s && s.keyFn) || this.config.dataIdFromObject;
      return (
        eo.withValue(!0, () => {
          for (; c;) {
            let t = c({ ...e, ...i }, a);
            if (W(t)) c = lo(t);
            else {
              o = t;
              break;
            }
          }
        }),
        (o = o ? String(o) : void 0),
        a.keyObject ? [o, a.keyObject] : [o]
      );
    }
    addTypePolicies(e) {
      Object.keys(e).forEach((t) => {
        let { queryType: n, mutationType: r, subscriptionType: i, ...a } = e[t];
        (n && this.setRootTypename(`Query`, t),
          r && this.setRootTypename(`Mutation`, t),
          i && this.setRootTypename(`Subscription`, t),
          Y.call(this.toBeAdded, t) ? this.toBeAdded[t].push(a) : (this.toBeAdded[t] = [a]));
      });
    }
    updateTypePolicy(e, t, n) {
      let r = this.getTypePolicy(e),
        { keyFields: i, fields: a } = t;
      function o(e, t) {
        e.merge = typeof t == `function` ? t : t === !0 ? Do : t === !1 ? Oo : e.merge;
      }
      (o(r, t.merge),
        (r.keyFn = i === !1 ? To : W(i) ? lo(i) : typeof i == `function` ? i : r.keyFn),
        a &&
          Object.keys(a).forEach((t) => {
            let r = n[t];
            (r && r?.typename === e) || (r = n[t] = { typename: e });
            let i = a[t];
            if (typeof i == `function`) r.scalar || (r.read = i);
            else {
              let { keyArgs: e, read: t, merge: n, scalar: a } = i;
              (a && (r.scalar = a),
                r.scalar && ((r.read = t = void 0), (r.merge = n = void 0)),
                (r.keyFn = e === !1 ? Eo : W(e) ? uo(e) : typeof e == `function` ? e : r.keyFn),
                typeof t == `function` && (r.read = t),
                o(r, n));
            }
            r.read && r.merge && (r.keyFn = r.keyFn || Eo);
          }));
    }
    setRootTypename(e, t = e) {
      let n = `ROOT_` + e.toUpperCase(),
        r = this.rootTypenamesById[n];
      t !== r &&
        (h(!r || r === e, 115, e),
        r && delete this.rootIdsByTypename[r],
        (this.rootIdsByTypename[t] = n),
        (this.rootTypenamesById[n] = t));
    }
    addPossibleTypes(e) {
      ((this.usingPossibleTypes = !0),
        Object.keys(e).forEach((t) => {
          (this.getSupertypeSet(t, !0),
            e[t].forEach((e) => {
              this.getSupertypeSet(e, !0).add(t);
              let n = e.match(Ra);
              (n && n[0] === e) || this.fuzzySubtypes.set(e, new RegExp(e));
            }));
        }));
    }
    getTypePolicy(e) {
      if (!Y.call(this.typePolicies, e)) {
        let t = (this.typePolicies[e] = {});
        t.fields = {};
        let n = this.supertypeMap.get(e);
        (!n &&
          this.fuzzySubtypes.size &&
          ((n = this.getSupertypeSet(e, !0)),
          this.fuzzySubtypes.forEach((t, r) => {
            if (t.test(e)) {
              let e = this.supertypeMap.get(r);
              e && e.forEach((e) => n.add(e));
            }
          })),
          n &&
            n.size &&
            n.forEach((e) => {
              let { fields: n, ...r } = this.getTypePolicy(e);
              (Object.assign(t, r), Object.assign(t.fields, n));
            }));
      }
      let t = this.toBeAdded[e];
      return (
        t &&
          t.length &&
          t.splice(0).forEach((t) => {
            this.updateTypePolicy(e, t, this.typePolicies[e].fields);
          }),
        this.typePolicies[e]
      );
    }
    getFieldPolicy(e, t) {
      if (e) return this.getTypePolicy(e).fields[t];
    }
    getSupertypeSet(e, t) {
      let n = this.supertypeMap.get(e);
      return (!n && t && this.supertypeMap.set(e, (n = new Set())), n);
    }
    fragmentMatches(e, t, n, r) {
      if (!e.typeCondition) return !0;
      if (!t) return !1;
      let i = e.typeCondition.name.value;
      if (t === i) return !0;
      if (this.usingPossibleTypes && this.supertypeMap.has(i)) {
        let a = this.getSupertypeSet(t, !0),
          o = [a],
          s = (e) => {
            let t = this.getSupertypeSet(e, !1);
            t && t.size && o.indexOf(t) < 0 && o.push(t);
          },
          c = !!(n && this.fuzzySubtypes.size);
        for (let l = 0; l < o.length; ++l) {
          let u = o[l];
          if (u.has(i)) return (a.has(i) || a.add(i), !0);
          (u.forEach(s),
            c &&
              l === o.length - 1 &&
              za(e.selectionSet, n, r) &&
              ((c = !1),
              this.fuzzySubtypes.forEach((e, n) => {
                let r = t.match(e);
                r && r[0] === t && s(n);
              })));
        }
      } else {
        let n = this.warnedForMissingPossibleTypes,
          r = [e, t];
        n.peekArray(r) || n.lookupArray(r);
      }
      return !1;
    }
    hasKeyArgs(e, t) {
      let n = this.getFieldPolicy(e, t);
      return !!(n && n.keyFn);
    }
    getStoreFieldName(e) {
      let { typename: t, fieldName: n } = e,
        r = this.getFieldPolicy(t, n),
        i,
        a = r && r.keyFn;
      if (a && t) {
        let r = { typename: t, fieldName: n, field: e.field || null, variables: e.variables },
          o = wo(e);
        for (; a;) {
          let e = a(o, r);
          if (W(e)) a = uo(e);
          else {
            i = e || n;
            break;
          }
        }
      }
      return (
        i === void 0 && (i = e.field ? $i(e.field, e.variables) : Ur(n, wo(e))),
        i === !1 ? n : n === X(i) ? i : n + `:` + i
      );
    }
    getScalarTypeForField(e, t) {
      return this.getFieldPolicy(e, t)?.scalar;
    }
    serializeScalarValue(e, t) {
      if (e == null || !t) return e;
      let n = Er(t);
      if (n && Array.isArray(e)) return e.map((e) => this.serializeScalarValue(e, n[1]));
      let r = this.cache.getScalar(Dr(t));
      return r ? r.coerceToSerialized(e) : e;
    }
    readField(e, t) {
      let n = e.from;
      if (!n || !(e.field || e.fieldName)) return;
      if (e.typename === void 0) {
        let r = t.store.getFieldValue(n, `__typename`);
        r && (e.typename = r);
      }
      let r = this.getStoreFieldName(e),
        i = X(r),
        a = t.store.getFieldValue(n, r),
        o = this.getFieldPolicy(e.typename, i),
        s = o && o.read;
      if (s) {
        let i = jo(this, n, e, t, t.store.getStorage(q(n) ? n.__ref : n, r));
        return _o.withValue(this.cache, s, [a, i]);
      }
      return a;
    }
    getReadFunction(e, t) {
      let n = this.getFieldPolicy(e, t);
      return n && n.read;
    }
    getMergeFunction(e, t, n) {
      let r = this.getFieldPolicy(e, t),
        i = r && r.merge;
      return (!i && n && ((r = this.getTypePolicy(n)), (i = r && r.merge)), i);
    }
    runMergeFunction(e, t, { field: n, typename: r, merge: i, path: a }, o, s) {
      let c = e;
      if (i === Do) return Po(o.store)(e, t);
      if (i === Oo) return t;
      o.overwrite && (e = void 0);
      let l = o.extensions?.[ua]?.deref()?.peekArray(a);
      if (l) {
        let { current: e, previous: n } = l;
        if (n && y(n.incoming, t) && y(n.streamFieldInfo, e)) return n.result;
      }
      let u = i(
        e,
        t,
        Mo(
          this,
          void 0,
          { typename: r, fieldName: n.name.value, field: n, variables: o.variables, path: a },
          o,
          s || {},
          c,
        ),
      );
      return (l && (l.previous = { incoming: t, streamFieldInfo: l.current, result: u }), u);
    }
  };
function jo(e, t, n, r, i) {
  let a = e.getStoreFieldName(n),
    o = X(a),
    s = n.variables || r.variables,
    { toReference: c, canRead: l } = r.store;
  return {
    args: wo(n),
    field: n.field || null,
    fieldName: o,
    storeFieldName: a,
    variables: s,
    isReference: q,
    toReference: c,
    storage: i,
    cache: e.cache,
    canRead: l,
    readField(...n) {
      return e.readField(No(n, t, s), r);
    },
    mergeObjects: Po(r.store),
  };
}
function Mo(e, t, n, r, i, a) {
  let o = { ...jo(e, t, n, r, i), extensions: r.extensions, existingData: a },
    s = r.extensions;
  if (s && ua in s) {
    let { [ua]: e, ...t } = s,
      r = e?.deref()?.peekArray(n.path);
    (r && (o.streamFieldInfo = r.current),
      (o.extensions = Object.keys(t).length === 0 ? void 0 : t));
  }
  return o;
}
function No(e, t, n) {
  let { 0: r, 1: i, length: a } = e,
    o;
  return (
    typeof r == `string`
      ? (o = { fieldName: r, from: a > 1 ? i : t })
      : ((o = { ...r }), Y.call(o, `from`) || (o.from = t)),
    o.variables === void 0 && (o.variables = n),
    o
  );
}
function Po(e) {
  return function (t, n) {
    if (W(t) || W(n)) throw _(119);
    if (H(t) && H(n)) {
      let r = e.getFieldValue(t, `__typename`),
        i = e.getFieldValue(n, `__typename`);
      if (r && i && r !== i) return n;
      if (q(t) && Ba(n)) return (e.merge(t.__ref, n), t);
      if (Ba(t) && q(n)) return (e.merge(t, n.__ref), n);
      if (Ba(t) && Ba(n)) return { ...t, ...n };
    }
    return n;
  };
}
function Fo(e) {
  return [e.selectionSet, e.objectOrReference, e.context];
}
var Io = class {
  executeSelectionSet;
  executeSubSelectedArray;
  prunePartialStreamArray;
  prunePartialBoundaries;
  config;
  knownResults = new WeakMap();
  keyMaker = new L();
  constructor(e) {
    ((this.config = e),
      (this.executeSelectionSet = Ri(
        (e) => {
          let t = Fo(e);
          return (
            this.executeSelectionSet.peek(...t) ||
            (Xa(e.context.store, e.enclosingRef.__ref), this.execSelectionSetImpl(e))
          );
        },
        {
          max: I[`inMemoryCache.executeSelectionSet`] || 5e4,
          keyArgs: Fo,
          makeCacheKey(e, t, n) {
            if ($a(n.store)) return n.store.makeCacheKey(e, q(t) ? t.__ref : t, n.varString);
          },
        },
      )),
      (this.executeSubSelectedArray = Ri(
        (e) => (Xa(e.context.store, e.enclosingRef.__ref), this.execSubSelectedArrayImpl(e)),
        {
          max: I[`inMemoryCache.executeSubSelectedArray`] || 1e4,
          makeCacheKey({ field: e, array: t, context: n }) {
            if ($a(n.store)) return n.store.makeCacheKey(e, t, n.varString);
          },
        },
      )),
      (this.prunePartialBoundaries = Ri((e) => this.prunePartialBoundariesImpl(e), {
        max: I[`inMemoryCache.prunePartialBoundaries`] || 2e4,
        makeCacheKey: ({ boundaries: e, context: t, selectionSet: n }) => {
          if ($a(t.store)) return this.keyMaker.lookup(n, e, t.streamInfo, t.isDeferPending);
        },
      })),
      (this.prunePartialStreamArray = Ri(
        (e) => {
          let { field: t, context: n, path: r } = e;
          return (
            $r(t, n.variables) && n.streamInfo?.lookupArray(r).state.depend(),
            this.prunePartialStreamArrayImpl(e)
          );
        },
        {
          max: I[`inMemoryCache.prunePartialStreamArray`] || 2e4,
          makeCacheKey: ({ field: e, context: t, boundaries: n }) => {
            if ($a(t.store)) return this.keyMaker.lookup(e, n, t.streamInfo, t.isDeferPending);
          },
        },
      )));
  }
  diffQueryAgainstStore({
    store: e,
    query: t,
    rootId: n = `ROOT_QUERY`,
    variables: r,
    returnPartialData: i = !0,
    ...a
  }) {
    let o = Object.hasOwn(a, fa),
      s = this.config.cache.policies;
    r = V(Pr(Lr(t)), r);
    let c = zi(n),
      l = {
        store: e,
        query: t,
        policies: s,
        variables: r,
        varString: U(r),
        ...Ha(t, this.config.fragments),
        ...a[fa],
      },
      u = this.executeSelectionSet({
        selectionSet: wr(t).selectionSet,
        objectOrReference: c,
        enclosingRef: c,
        context: l,
      });
    if (o && zo(u, l)) {
      let e = this.prunePartialBoundaries({
        selectionSet: wr(t).selectionSet,
        data: u.result,
        boundaries: u.partialBoundaries,
        context: l,
        path: [],
      });
      (u.result !== e.result && i) ||
        (u = { result: e.result, partialBoundaries: u.partialBoundaries, dataState: e.dataState });
    }
    let { result: d, dataState: f, missing: p } = u,
      m = !!p && (f !== `streaming` || !o);
    f === `streaming` && Object.keys(d).length === 0 && (f = `empty`);
    let h;
    ((f === `deferPartial` || f === `streamPartial` || (f === `streaming` && !o)) &&
      (f = `partial`),
      f === `partial` && !i && (f = `empty`));
    let g = f === `complete`,
      _ = {
        result: g || f === `streaming` || (i && Object.keys(d).length) ? d : null,
        complete: g,
        get missing() {
          return (m && (h ||= new Pa(Lo(p), p, t, r)), h);
        },
      };
    return (o && (_.dataState = f), _);
  }
  isFresh(e, t, n, r) {
    if ($a(r.store) && this.knownResults.get(e) === n) {
      let i = this.executeSelectionSet.peek(n, t, r);
      if (i && e === i.result) return !0;
    }
    return !1;
  }
  execSelectionSetImpl({ selectionSet: e, objectOrReference: t, enclosingRef: n, context: r }) {
    if (q(t) && !r.policies.rootTypenamesById[t.__ref] && !r.store.has(t.__ref))
      return {
        result: {},
        dataState: `empty`,
        missing: `Dangling reference to missing ${t.__ref} object`,
        partialBoundaries: new Ro(),
      };
    let { variables: i, policies: a, store: o } = r,
      s = o.getFieldValue(t, `__typename`),
      c = [],
      l,
      u,
      d = new Nr(),
      f = new Ro();
    typeof s == `string` && !a.rootIdsByTypename[s] && c.push({ __typename: s });
    function p(e, t) {
      return (e.missing && (u = d.merge(u, { [t]: e.missing })), e);
    }
    (new Set(e.selections).forEach((e) => {
      if (Xi(e, i)) {
        if (Tr(e)) {
          let i = a.readField(
              { fieldName: e.name.value, field: e, variables: r.variables, from: t },
              r,
            ),
            o = B(e);
          if (i === void 0) {
            if (!ba.added(e)) {
              let n = q(t) ? t.__ref : t ? a.identify(t)[0] : void 0;
              ((u = d.merge(u, {
                [o]: `Can't find field '${e.name.value}' on ${n ? `${n} object` : `object ${JSON.stringify(t || {}, null, 2)}`}`,
              })),
                (l = Q(l, `empty`)));
            }
          } else if (W(i)) {
            if (i.length > 0) {
              let t = p(
                this.executeSubSelectedArray({ field: e, array: i, enclosingRef: n, context: r }),
                o,
              );
              ((i = t.result), (l = Q(l, t.dataState)), f.set(o, t.partialBoundaries));
            } else l = Q(l, `complete`);
          } else if (!e.selectionSet) ba.added(e) || (l = Q(l, `complete`));
          else if (i != null) {
            let t = p(
              this.executeSelectionSet({
                selectionSet: e.selectionSet,
                objectOrReference: i,
                enclosingRef: q(i) ? i : n,
                context: r,
              }),
              o,
            );
            ((i = t.result),
              f.set(o, t.partialBoundaries),
              (l = Q(l, t.dataState === `empty` ? `partial` : t.dataState)));
          }
          i !== void 0 && c.push({ [o]: i });
        } else {
          let i = Cr(e, r.lookupFragment);
          if (!i && e.kind === b.FRAGMENT_SPREAD) throw _(122, e.name.value);
          if (i && a.fragmentMatches(i, s)) {
            let a = Jr(e, r.variables),
              o = this.execSelectionSetImpl({
                selectionSet: i.selectionSet,
                objectOrReference: t,
                enclosingRef: n,
                context: r,
              }),
              { result: s, dataState: p } = o;
            (f.merge(o.partialBoundaries),
              s !== void 0 && c.push(s),
              o.missing && (u = d.merge(u, o.missing)),
              a && (p === `partial` || p === `empty`) && f.add(e),
              (l = Q(
                l,
                a ? (p === `empty` ? `streaming` : p === `partial` ? `deferPartial` : p) : p,
              )));
          }
        }
      }
    }),
      (l ||= `complete`));
    let m = Bi({ result: Vi(c), missing: u, dataState: l, partialBoundaries: f });
    return (m.result && this.knownResults.set(m.result, e), m);
  }
  execSubSelectedArrayImpl({ field: e, array: t, enclosingRef: n, context: r }) {
    let i = `complete`,
      a,
      o = new Nr(),
      s = new Ro(),
      c = $r(e, r.variables);
    function l(e, t) {
      return (e.missing && (a = o.merge(a, { [t]: e.missing })), e.result);
    }
    return (
      e.selectionSet && (t = t.filter((e) => e === void 0 || r.store.canRead(e))),
      (t = t.map((t, a) => {
        if (t === null) return null;
        let o;
        if (
          (W(t)
            ? (o = this.executeSubSelectedArray({
                field: e,
                array: t,
                enclosingRef: n,
                context: r,
              }))
            : e.selectionSet &&
              (o = this.executeSelectionSet({
                selectionSet: e.selectionSet,
                objectOrReference: t,
                enclosingRef: q(t) ? t : n,
                context: r,
              })),
          o)
        ) {
          let { dataState: t } = o;
          return (
            s.set(a, t === `partial` ? o.partialBoundaries.clone().add(e) : o.partialBoundaries),
            (i = Q(i, c && t === `partial` ? `streamPartial` : t)),
            l(o, a)
          );
        }
        return t;
      })),
      { result: t, dataState: i, missing: a, partialBoundaries: s }
    );
  }
  prunePartialBoundariesImpl({ boundaries: e, context: t, data: n, path: r, selectionSet: i }) {
    let { variables: a, lookupFragment: o, policies: s } = t;
    if (n == null || !e) return { result: n, dataState: `complete` };
    let c = new Nr({ arrayMerge: `truncate` }),
      l = !1,
      u = `complete`,
      d = {};
    Object.hasOwn(n, `__typename`) && (d.__typename = n.__typename);
    let f = new Set(i.selections);
    return (
      f.forEach((i) => {
        if (!Xi(i, a)) return;
        if (Tr(i)) {
          let a = B(i);
          if (!Object.hasOwn(n, a)) return;
          let o = n[a];
          if (Array.isArray(o)) {
            let n = this.prunePartialStreamArray({
              field: i,
              array: o,
              boundaries: e.getChild(a),
              context: t,
              path: r.concat(a),
            });
            l ||= n.result !== o;
            let s = d[a],
              f = c.merge(s, n.result);
            (s && s.length < f.length && (f = f.slice(0, s.length)),
              (d[a] = f),
              (u = Q(u, n.dataState)));
          } else if (!i.selectionSet) d[a] = o;
          else {
            let n = this.prunePartialBoundaries({
              data: o,
              selectionSet: i.selectionSet,
              boundaries: e.getChild(a),
              context: t,
              path: r.concat(a),
            });
            ((l ||= n.result !== o),
              (u = Q(u, n.dataState)),
              (d[a] = Object.hasOwn(d, a) ? c.merge(d[a], n.result) : n.result));
          }
          return;
        }
        let p = Cr(i, o),
          m = !1;
        if (t.isDeferPending && Jr(i, a)) {
          let e = i.directives?.find((e) => e.name.value === `defer`),
            n = e && Yn(e, `label`, b.STRING);
          m = t.isDeferPending(r, n);
        }
        p &&
          s.fragmentMatches(p, n.__typename) &&
          (e.has(i) || m ? (u = Q(u, `streaming`)) : p.selectionSet.selections.forEach(f.add, f));
      }),
      Object.keys(d).length === Object.keys(n).length
        ? l && e.hasSelections() && (l = !y(d, n))
        : (l = !0),
      { result: l ? d : n, dataState: u }
    );
  }
  prunePartialStreamArrayImpl({ field: e, array: t, boundaries: n, context: r, path: i }) {
    if (!n) return { result: t, dataState: `complete` };
    let a = !1,
      o = `complete`,
      s = [],
      c = r.streamInfo?.peekArray(i)?.state,
      l = Math.min(t.length, c?.truncate ? c.streamPosition : 2 ** 53 - 1);
    for (let u = 0; u < l; u++) {
      let l = t[u],
        d = { result: l, dataState: `complete` };
      if (n.getChild(u)?.has(e)) {
        c ? ((c.truncate = !0), (s = s.slice(0, c.streamPosition))) : ((s = []), (o = `complete`));
        break;
      }
      (Array.isArray(l)
        ? (d = this.prunePartialStreamArray({
            field: e,
            array: l,
            boundaries: n.getChild(u),
            context: r,
            path: i.concat(u),
          }))
        : e.selectionSet &&
          (d = this.prunePartialBoundaries({
            data: l,
            selectionSet: e.selectionSet,
            boundaries: n.getChild(u),
            context: r,
            path: i.concat(u),
          })),
        s.push(d.result),
        (a ||= d.result !== l),
        (o = Q(o, d.dataState)));
    }
    return ((a ||= s.length !== t.length), { result: a ? s : t, dataState: o });
  }
};
function Lo(e) {
  try {
    JSON.stringify(e, (e, t) => {
      if (typeof t == `string`) throw t;
      return t;
    });
  } catch (e) {
    return e;
  }
}
var Ro = class e {
  selections = new Set();
  children = new Map();
  add(e) {
    return (this.selections.add(e), this);
  }
  has(e) {
    return this.selections.has(e);
  }
  hasSelections() {
    return this.selections.size > 0;
  }
  getChild(e) {
    return this.children.get(e);
  }
  clone() {
    return new e().merge(this);
  }
  set(e, t) {
    let n = this.getChild(e);
    this.children.set(e, n ? n.clone().merge(t) : t);
  }
  merge(e) {
    return (
      e.selections.forEach((e) => this.add(e)),
      e.children.forEach((e, t) => this.set(t, e)),
      this
    );
  }
};
function zo({ dataState: e }, t) {
  return e === `deferPartial` || e === `streamPartial`
    ? !0
    : e === `complete` || e === `streaming`
      ? !!(t.streamInfo || t.isDeferPending)
      : !1;
}
var Bo = {
  empty: {
    complete: `partial`,
    deferPartial: `partial`,
    streaming: `partial`,
    streamPartial: `partial`,
  },
  deferPartial: { empty: `partial` },
  streamPartial: { deferPartial: `deferPartial`, empty: `partial` },
  streaming: { deferPartial: `deferPartial`, empty: `partial`, streamPartial: `streamPartial` },
  complete: {
    deferPartial: `deferPartial`,
    streaming: `streaming`,
    streamPartial: `streamPartial`,
    empty: `partial`,
  },
  partial: {},
};
function Q(e, t) {
  return t === `partial` ? `partial` : !e || e === t ? t : Bo[e][t] || e;
}
function Vo(e, t, n) {
  let r = `${t}${n}`,
    i = e.flavors.get(r);
  return (
    i ||
      e.flavors.set(
        r,
        (i = e.clientOnly === t && e.deferred === n ? e : { ...e, clientOnly: t, deferred: n }),
      ),
    i
  );
}
var Ho = class {
    cache;
    reader;
    fragments;
    constructor(e, t, n) {
      ((this.cache = e), (this.reader = t), (this.fragments = n));
    }
    writeToStore(
      e,
      { query: t, result: n, dataId: r, variables: i, overwrite: a, extensions: o, [fa]: s },
    ) {
      let c = z(t),
        l = Va();
      i = { ...Pr(c), ...i };
      let u = {
          store: e,
          written: {},
          merge(e, t) {
            return l.merge(e, t);
          },
          variables: i,
          varString: U(i),
          ...Ha(t, this.fragments),
          overwrite: !!a,
          incomingById: new Map(),
          clientOnly: !1,
          deferred: !1,
          flavors: new Map(),
          extensions: o,
          isDeferPending: s?.isDeferPending,
        },
        d = this.processSelectionSet({
          result: n || {},
          dataId: r,
          selectionSet: c.selectionSet,
          mergeTree: { map: new Map() },
          context: u,
          path: [],
        });
      if (!q(d)) throw _(124, n);
      return (
        u.incomingById.forEach(({ storeObject: t, mergeTree: n, fieldNodeSet: r }, i) => {
          let a = zi(i);
          if (n && n.map.size) {
            let e = this.applyMerges(n, a, t, u);
            if (q(e)) return;
            t = e;
          }
          e.merge(i, t);
        }),
        e.retain(d.__ref),
        d
      );
    }
    processSelectionSet({
      dataId: e,
      result: t,
      selectionSet: n,
      context: r,
      mergeTree: i,
      path: a,
    }) {
      let { policies: o } = this.cache,
        s = {},
        c =
          (e && o.rootTypenamesById[e]) ||
          Jo(t, n, r.fragmentMap) ||
          (e && r.store.get(e, `__typename`));
      typeof c == `string` && (s.__typename = c);
      let l = (...e) => {
          let t = No(e, s, r.variables);
          if (q(t.from)) {
            let e = r.incomingById.get(t.from.__ref);
            if (e) {
              let n = o.readField({ ...t, from: e.storeObject }, r);
              if (n !== void 0) return n;
            }
          }
          return o.readField(t, r);
        },
        u = new Set();
      this.flattenFields(n, t, r, a, c).forEach((e, n) => {
        let r = B(n),
          d = t[r],
          f = [...a, r];
        if ((u.add(n), d !== void 0)) {
          let t = o.getStoreFieldName({
              typename: c,
              fieldName: n.name.value,
              field: n,
              variables: e.variables,
            }),
            r = Wo(i, t),
            a = this.processFieldValue(d, n, n.selectionSet ? Vo(e, !1, e.deferred) : e, r, f),
            u;
          n.selectionSet && (q(a) || Ba(a)) && (u = l(`__typename`, a));
          let p = o.getMergeFunction(c, n.name.value, u);
          (p
            ? (r.info = { field: n, typename: c, merge: p, path: f })
            : e.extensions?.[ua] && Array.isArray(a) && $r(n, e.variables)
              ? (r.info = { field: n, typename: c, merge: ko, path: f })
              : qo(i, t),
            (s = e.merge(s, { [t]: a })));
        }
      });
      try {
        let [i, a] = o.identify(t, {
          typename: c,
          selectionSet: n,
          fragmentMap: r.fragmentMap,
          storeObject: s,
          readField: l,
        });
        ((e ||= i), a && (s = r.merge(a, s)));
      } catch (t) {
        if (!e) throw t;
      }
      if (typeof e == `string`) {
        let a = zi(e),
          o = r.written[e] || (r.written[e] = []);
        if (o.indexOf(n) >= 0 || (o.push(n), this.reader && this.reader.isFresh(t, a, n, r)))
          return a;
        let c = r.incomingById.get(e);
        return (
          c
            ? ((c.storeObject = r.merge(c.storeObject, s)),
              (c.mergeTree = Go(c.mergeTree, i)),
              u.forEach((e) => c.fieldNodeSet.add(e)))
            : r.incomingById.set(e, {
                storeObject: s,
                mergeTree: Ko(i) ? void 0 : i,
                fieldNodeSet: u,
              }),
          a
        );
      }
      return s;
    }
    processFieldValue(e, t, n, r, i) {
      return !t.selectionSet || e === null
        ? e
        : W(e)
          ? e.map((e, a) => {
              let o = this.processFieldValue(e, t, n, Wo(r, a), [...i, a]);
              return (qo(r, a), o);
            })
          : this.processSelectionSet({
              result: e,
              selectionSet: t.selectionSet,
              context: n,
              mergeTree: r,
              path: i,
            });
    }
    flattenFields(e, t, n, r, i = Jo(t, e, n.fragmentMap)) {
      let a = new Map(),
        { policies: o } = this.cache,
        s = new L(!1);
      return (
        (function e(c, l) {
          let u = s.lookup(c, l.clientOnly, l.deferred);
          u.visited ||
            ((u.visited = !0),
            c.selections.forEach((s) => {
              if (!Xi(s, n.variables)) return;
              let { clientOnly: c, deferred: u } = l;
              if (
                (!(c && u) &&
                  Xr(s.directives) &&
                  s.directives.forEach((e) => {
                    let t = e.name.value;
                    if ((t === `client` && (c = !0), t === `defer`)) {
                      let t = Zn(e, n.variables);
                      (t && t.if === !1) || (u ||= n.isDeferPending?.(r, t?.label) ?? !0);
                    }
                  }),
                Tr(s))
              ) {
                let e = a.get(s);
                (e && ((c &&= e.clientOnly), (u &&= e.deferred)), a.set(s, Vo(n, c, u)));
              } else {
                let r = Cr(s, n.lookupFragment);
                if (!r && s.kind === b.FRAGMENT_SPREAD) throw _(126, s.name.value);
                r && o.fragmentMatches(r, i, t, n.variables) && e(r.selectionSet, Vo(n, c, u));
              }
            }));
        })(e, n),
        a
      );
    }
    applyMerges(e, t, n, r, i) {
      if (e.map.size && !q(n)) {
        let a = !W(n) && (q(t) || Ba(t)) ? t : void 0,
          o = n;
        a && !i && (i = [q(a) ? a.__ref : a]);
        let s,
          c = (e, t) =>
            W(e) ? (typeof t == `number` ? e[t] : void 0) : r.store.getFieldValue(e, String(t));
        (e.map.forEach((e, t) => {
          let n = c(a, t),
            l = c(o, t);
          if (l === void 0) return;
          i && i.push(t);
          let u = this.applyMerges(e, n, l, r, i);
          (u !== l && ((s ||= new Map()), s.set(t, u)), i && h(i.pop() === t));
        }),
          s &&
            ((n = W(o) ? o.slice(0) : { ...o }),
            s.forEach((e, t) => {
              n[t] = e;
            })));
      }
      return e.info
        ? this.cache.policies.runMergeFunction(t, n, e.info, r, i && r.store.getStorage(...i))
        : n;
    }
  },
  Uo = [];
function Wo({ map: e }, t) {
  return (e.has(t) || e.set(t, Uo.pop() || { map: new Map() }), e.get(t));
}
function Go(e, t) {
  if (e === t || !t || Ko(t)) return e;
  if (!e || Ko(e)) return t;
  let n = e.info && t.info ? { ...e.info, ...t.info } : e.info || t.info,
    r = e.map.size && t.map.size,
    i = { info: n, map: r ? new Map() : e.map.size ? e.map : t.map };
  if (r) {
    let n = new Set(t.map.keys());
    (e.map.forEach((e, r) => {
      (i.map.set(r, Go(e, t.map.get(r))), n.delete(r));
    }),
      n.forEach((n) => {
        i.map.set(n, Go(t.map.get(n), e.map.get(n)));
      }));
  }
  return i;
}
function Ko(e) {
  return !e || !(e.info || e.map.size);
}
function qo({ map: e }, t) {
  let n = e.get(t);
  n && Ko(n) && (Uo.push(n), e.delete(t));
}
function Jo(e, t, n) {
  let r;
  for (let n of t.selections)
    if (Tr(n)) {
      if (n.name.value === `__typename`) return e[B(n)];
    } else r ? r.push(n) : (r = [n]);
  if (typeof e.__typename == `string`) return e.__typename;
  if (r)
    for (let t of r) {
      let r = Jo(e, Cr(t, n).selectionSet, n);
      if (typeof r == `string`) return r;
    }
}
var Yo = class extends ka {
  data;
  optimisticData;
  config;
  watches = new Set();
  storeReader;
  storeWriter;
  addTypenameTransform = new ga(ba);
  maybeBroadcastWatch;
  assumeImmutableResults = !0;
  policies;
  makeVar = So;
  constructor(...e) {
    (super(),
      (this.config = La(e[0] ?? {})),
      (this.policies = new Ao({
        cache: this,
        dataIdFromObject: this.config.dataIdFromObject,
        possibleTypes: this.config.possibleTypes,
        typePolicies: this.config.typePolicies,
      })),
      this.init());
  }
  init() {
    let e = (this.data = new qa.Root({
      policies: this.policies,
      resultCaching: this.config.resultCaching,
    }));
    ((this.optimisticData = e.stump), this.resetResultCache());
  }
  resetResultCache() {
    let { fragments: e } = this.config;
    (this.addTypenameTransform.resetCache(),
      e?.resetCaches(),
      (this.storeWriter = new Ho(
        this,
        (this.storeReader = new Io({ cache: this, fragments: e })),
        e,
      )),
      (this.maybeBroadcastWatch = Ri((e, t) => this.broadcastWatch(e, t), {
        max: I[`inMemoryCache.maybeBroadcastWatch`] || 5e3,
        makeCacheKey: (e) => {
          let t = e.optimistic ? this.optimisticData : this.data;
          if ($a(t)) {
            let { optimistic: n, id: r } = e,
              i = this.serializeVariables(e.query, e.variables);
            return t.makeCacheKey(e.query, e.callback, U({ optimistic: n, id: r, variables: i }));
          }
        },
      })),
      new Set([this.data.group, this.optimisticData.group]).forEach((e) => e.resetCaching()));
  }
  getRootTypename(e) {
    return this.policies.rootTypenamesById[`ROOT_${e.toUpperCase()}`];
  }
  getScalar(e) {
    return this.config.scalars?.[e];
  }
  getScalarTypeForField(e, t) {
    return this.policies.getScalarTypeForField(e, t);
  }
  configuresScalars() {
    return !!this.config.scalars;
  }
  serializeVariables(e, t) {
    if (!t || Object.keys(t).length === 0 || (!this.config.scalars && !this.config.inputObjects))
      return t;
    let n = z(e)?.variableDefinitions?.reduce(
      (e, t) => ((e[t.variable.name.value] = Ua(t.type)), e),
      {},
    );
    return !n || Object.keys(n).length === 0 ? t : this.serializeVariablesValue(t, n);
  }
  serializeVariablesValue(e, t, n, r) {
    if (e == null) return e;
    if (n) {
      let i = Er(n);
      if (i && Array.isArray(e)) return this.serializeInputArray(e, t, i[1], r);
      let a = this.getScalar(Dr(n));
      if (a) return a.coerceToSerialized(e);
    }
    return Array.isArray(e)
      ? this.serializeInputArray(e, t, void 0, r)
      : Zr(e)
        ? this.serializeInputObject(e, t, r)
        : e;
  }
  serializeInputArray(e, t, n, r) {
    let i = !1,
      a = e.map((e) => {
        let a = this.serializeVariablesValue(e, t, n, r);
        return ((i ||= a !== e), a);
      });
    return i ? a : e;
  }
  serializeInputObject(e, t, n) {
    let r = !1,
      i = Object.entries(e).map(([e, i]) => {
        let a = t[e],
          o = n ? `${n}.${e}` : e;
        if (!a) return [e, i];
        let s = this.config.inputObjects?.[Dr(a)];
        if (s) {
          let t = this.serializeVariablesValue(i, s.fields, void 0, o);
          return ((r ||= t !== i), [e, t]);
        }
        let c = this.serializeVariablesValue(i, t, a, o);
        return ((r ||= c !== i), [e, c]);
      });
    return r ? Object.fromEntries(i) : e;
  }
  restore(e) {
    return (this.init(), e && this.data.replace(e), this);
  }
  extract(e = !1) {
    return (e ? this.optimisticData : this.data).extract();
  }
  read(e) {
    let { query: t, variables: n, returnPartialData: r = !1 } = e;
    return this.storeReader.diffQueryAgainstStore({
      ...e,
      variables: this.serializeVariables(t, n),
      store: e.optimistic ? this.optimisticData : this.data,
      config: this.config,
      returnPartialData: r,
    }).result;
  }
  write(e) {
    let { query: t, variables: n } = e;
    try {
      return (
        ++this.txCount,
        this.storeWriter.writeToStore(this.data, { ...e, variables: this.serializeVariables(t, n) })
      );
    } finally {
      !--this.txCount && e.broadcast !== !1 && this.broadcastWatches();
    }
  }
  modify(e) {
    if (Y.call(e, `id`) && !e.id) return !1;
    let t = e.optimistic ? this.optimisticData : this.data;
    try {
      return (++this.txCount, t.modify(e.id || `ROOT_QUERY`, e.fields, !1));
    } finally {
      !--this.txCount && e.broadcast !== !1 && this.broadcastWatches();
    }
  }
  diff(e) {
    let { variables: t } = e;
    return this.storeReader.diffQueryAgainstStore({
      ...e,
      variables: this.serializeVariables(e.query, t),
      store: e.optimistic ? this.optimisticData : this.data,
      rootId: e.id || `ROOT_QUERY`,
      config: this.config,
    });
  }
  watch(e) {
    (this.watches.size || xo(this), this.watches.add(e));
    let t = () => {
      (this.watches.delete(e) && !this.watches.size && bo(this),
        this.maybeBroadcastWatch.forget(e));
    };
    if (e.immediate)
      try {
        this.maybeBroadcastWatch(e);
      } catch (e) {
        throw (t(), e);
      }
    return t;
  }
  gc(e) {
    (U.reset(), va.reset());
    let t = this.optimisticData.gc();
    return (e && !this.txCount && e.resetResultCache && this.resetResultCache(), t);
  }
  retain(e, t) {
    return (t ? this.optimisticData : this.data).retain(e);
  }
  release(e, t) {
    return (t ? this.optimisticData : this.data).release(e);
  }
  identify(e) {
    if (q(e)) return e.__ref;
    try {
      return this.policies.identify(e)[0];
    } catch {}
  }
  evict(e) {
    if (!e.id) {
      if (Y.call(e, `id`)) return !1;
      e = { ...e, id: `ROOT_QUERY` };
    }
    try {
      return (++this.txCount, this.optimisticData.evict(e, this.data));
    } finally {
      !--this.txCount && e.broadcast !== !1 && this.broadcastWatches();
    }
  }
  reset(e) {
    return (
      this.init(),
      U.reset(),
      e && e.discardWatches
        ? (this.watches.forEach((e) => this.maybeBroadcastWatch.forget(e)),
          this.watches.clear(),
          bo(this))
        : this.broadcastWatches(),
      Promise.resolve()
    );
  }
  removeOptimistic(e) {
    let t = this.optimisticData.removeLayer(e);
    t !== this.optimisticData && ((this.optimisticData = t), this.broadcastWatches());
  }
  txCount = 0;
  batch(e) {
    let { update: t, optimistic: n = !0, removeOptimistic: r, onWatchUpdated: i } = e,
      a,
      o = (e) => {
        let { data: n, optimisticData: r } = this;
        (++this.txCount, e && (this.data = this.optimisticData = e));
        try {
          return (a = t(this));
        } finally {
          (--this.txCount, (this.data = n), (this.optimisticData = r));
        }
      },
      s = new Set();
    return (
      i &&
        !this.txCount &&
        this.broadcastWatches({
          ...e,
          onWatchUpdated(e) {
            return (s.add(e), !1);
          },
        }),
      typeof n == `string`
        ? (this.optimisticData = this.optimisticData.addLayer(n, o))
        : n === !1
          ? o(this.data)
          : o(),
      typeof r == `string` && (this.optimisticData = this.optimisticData.removeLayer(r)),
      i && s.size
        ? (this.broadcastWatches({
            ...e,
            onWatchUpdated(e, t) {
              let n = i.call(this, e, t);
              return (n !== !1 && s.delete(e), n);
            },
          }),
          s.size && s.forEach((e) => this.maybeBroadcastWatch.dirty(e)))
        : this.broadcastWatches(e),
      a
    );
  }
  performTransaction(e, t) {
    return this.batch({ update: e, optimistic: t || t !== null });
  }
  transformDocument(e) {
    return this.addTypenameTransform.transformDocument(this.addFragmentsToDocument(e));
  }
  fragmentMatches(e, t) {
    return this.policies.fragmentMatches(e, t);
  }
  lookupFragment(e) {
    return this.config.fragments?.lookup(e) || null;
  }
  resolvesClientField(e, t) {
    return !!this.policies.getReadFunction(e, t);
  }
  broadcastWatches(e) {
    if (!this.txCount) {
      let t = this.onAfterBroadcast,
        n = new Set();
      this.onAfterBroadcast = (e) => {
        n.add(e);
      };
      try {
        (this.watches.forEach((t) => this.maybeBroadcastWatch(t, e)), n.forEach((e) => e()));
      } finally {
        this.onAfterBroadcast = t;
      }
    }
  }
  addFragmentsToDocument(e) {
    let { fragments: t } = this.config;
    return t ? t.transform(e) : e;
  }
  broadcastWatch(e, t) {
    let { lastDiff: n } = e,
      r = this.diff(e);
    (t &&
      (e.optimistic && typeof t.optimistic == `string` && (r.fromOptimisticTransaction = !0),
      t.onWatchUpdated && t.onWatchUpdated.call(this, e, r, n) === !1)) ||
      (n && y(n.result, r.result)) ||
      e.callback((e.lastDiff = r), n);
  }
};
function Xo(e, t) {
  return typeof e == `object` && !!e && e[Symbol.for(`apollo.error`)] === t;
}
function Zo(e) {
  Object.defineProperty(e, Symbol.for(`apollo.error`), {
    value: e.name,
    enumerable: !1,
    writable: !1,
    configurable: !1,
  });
}
function Qo(e) {
  return e.map((e) => e.message || `Error message not found.`).join(`
`);
}
var $o = class e extends Error {
  static is(e) {
    return Xo(e, `CombinedProtocolErrors`);
  }
  static formatMessage = Qo;
  errors;
  constructor(t) {
    (super(e.formatMessage(t, { defaultFormatMessage: Qo })),
      (this.name = `CombinedProtocolErrors`),
      (this.errors = t),
      Zo(this),
      Object.setPrototypeOf(this, e.prototype));
  }
};
function es(e) {
  return (
    typeof e == `object` &&
    !!e &&
    typeof e.message == `string` &&
    typeof e.name == `string` &&
    (typeof e.stack == `string` || e.stack === void 0)
  );
}
var ts = class e extends Error {
  static is(e) {
    return Xo(e, `UnconventionalError`);
  }
  constructor(t) {
    (super(`An error of unexpected shape occurred.`, { cause: t }),
      (this.name = `UnconventionalError`),
      Zo(this),
      Object.setPrototypeOf(this, e.prototype));
  }
};
function ns(e) {
  return e.filter((e) => e).map((e) => e.message || `Error message not found.`).join(`
`);
}
var rs = class e extends Error {
    static is(e) {
      return Xo(e, `CombinedGraphQLErrors`);
    }
    static formatMessage = ns;
    errors;
    data;
    extensions;
    constructor(t, n = t.errors || []) {
      (super(e.formatMessage(n, { result: t, defaultFormatMessage: ns })),
        (this.errors = n),
        (this.data = t.data),
        (this.extensions = t.extensions),
        (this.name = `CombinedGraphQLErrors`),
        Zo(this),
        Object.setPrototypeOf(this, e.prototype));
    }
  },
  is = new WeakSet();
function as(e) {
  is.add(e);
}
var os = class e extends Error {
    static is(e) {
      return Xo(e, `ServerError`);
    }
    response;
    statusCode;
    bodyText;
    constructor(t, n) {
      (super(t),
        (this.name = `ServerError`),
        (this.response = n.response),
        (this.statusCode = n.response.status),
        (this.bodyText = n.bodyText),
        Zo(this),
        Object.setPrototypeOf(this, e.prototype));
    }
  },
  ss = class e extends Error {
    static is(e) {
      return Xo(e, `ServerParseError`);
    }
    response;
    statusCode;
    bodyText;
    constructor(t, n) {
      (super(t instanceof Error ? t.message : `Could not parse server response`, { cause: t }),
        (this.name = `ServerParseError`),
        (this.response = n.response),
        (this.statusCode = n.response.status),
        (this.bodyText = n.bodyText),
        Zo(this),
        Object.setPrototypeOf(this, e.prototype));
    }
  },
  cs = Symbol();
function ls(e) {
  return `extensions` in e && $o.is(e.extensions[cs]);
}
function us(e) {
  return es(e) ? e : typeof e == `string` ? Error(e, { cause: e }) : new ts(e);
}
var ds = new WeakMap(),
  $;
(function (e) {
  ((e[(e.loading = 1)] = `loading`),
    (e[(e.setVariables = 2)] = `setVariables`),
    (e[(e.fetchMore = 3)] = `fetchMore`),
    (e[(e.refetch = 4)] = `refetch`),
    (e[(e.poll = 6)] = `poll`),
    (e[(e.ready = 7)] = `ready`),
    (e[(e.error = 8)] = `error`),
    (e[(e.streaming = 9)] = `streaming`));
})(($ ||= {}));
var { assign: fs, hasOwnProperty: ps } = Object,
  ms = { loading: !0, networkStatus: $.loading, data: void 0, dataState: `empty`, partial: !0 },
  hs = { loading: !1, networkStatus: $.ready, data: void 0, dataState: `empty`, partial: !0 },
  gs = new WeakMap();
function _s(e, t) {
  let n = e[t];
  typeof n == `function` &&
    (e[t] = function () {
      return (gs.set(e, (gs.get(e) + 1) % 0x38d7ea4c68000), n.apply(this, arguments));
    });
}
var vs = class {
  options;
  queryName;
  variablesUnknown = !1;
  didWarnOnFeud = !1;
  lastMissing;
  get query() {
    return this.lastQuery;
  }
  get variables() {
    return this.options.variables;
  }
  unsubscribeFromCache;
  input;
  subject;
  isTornDown;
  queryManager;
  subscriptions = new Set();
  waitForNetworkResult;
  lastQuery;
  linkSubscription;
  pollingInfo;
  get networkStatus() {
    return this.subject.getValue().result.networkStatus;
  }
  get cache() {
    return this.queryManager.cache;
  }
  constructor({ queryManager: e, options: t, transformedQuery: n = e.transform(t.query) }) {
    this.queryManager = e;
    let { cache: r } = e;
    (gs.has(r) || (gs.set(r, 0), _s(r, `evict`), _s(r, `modify`), _s(r, `reset`)),
      (this.waitForNetworkResult = t.fetchPolicy === `network-only`),
      (this.isTornDown = !1),
      (this.subscribeToMore = this.subscribeToMore.bind(this)),
      (this.maskResult = this.maskResult.bind(this)));
    let { watchQuery: { fetchPolicy: i = `cache-first` } = {} } = e.defaultOptions,
      { fetchPolicy: a = i, initialFetchPolicy: o = a === `standby` ? i : a } = t;
    (t[da] && (h(a === `standby`, 85), (this.variablesUnknown = !0)),
      (this.lastQuery = n),
      (this.options = {
        ...t,
        initialFetchPolicy: o,
        fetchPolicy: a,
        variables: this.getVariablesWithDefaults(t.variables),
      }),
      this.initializeObservablesQueue(),
      (this[`@@observable`] = () => this),
      Symbol.observable && (this[Symbol.observable] = () => this));
    let s = z(this.query);
    this.queryName = s && s.name && s.name.value;
  }
  initializeObservablesQueue() {
    this.subject = new Rt({ query: this.query, variables: this.variables, result: ms, meta: {} });
    let e = this.subject.pipe(
      Jn({
        subscribe: () => {
          this.subject.observed || (this.reobserve(), setTimeout(() => this.updatePolling()));
        },
        unsubscribe: () => {
          this.subject.observed || this.tearDownQuery();
        },
      }),
      na(
        ({ query: e, variables: t, result: n, meta: r }, i) => {
          let { shouldEmit: a } = r;
          if (
            (n === ms && ((i.previous = void 0), (i.previousVariables = void 0)),
            this.options.fetchPolicy === `standby` || a === 2)
          )
            return;
          if (a === 1) return c();
          let { previous: o, previousVariables: s } = i;
          if (o) {
            let r = this.queryManager.getDocumentInfo(e),
              i = this.queryManager.dataMasking,
              a = i ? r.nonReactiveQuery : e;
            if ((i || r.hasNonreactiveDirective ? ra(a, o, n, t) : y(o, n)) && y(s, t)) return;
          }
          return a === 3 && (!this.options.notifyOnNetworkStatusChange || y(o, n)) ? void 0 : c();
          function c() {
            return ((i.previous = n), (i.previousVariables = t), n);
          }
        },
        () => ({}),
      ),
    );
    ((this.pipe = e.pipe.bind(e)),
      (this.subscribe = e.subscribe.bind(e)),
      (this.input = new It()),
      (this.input.complete = () => {}),
      this.input.pipe(this.operator).subscribe(this.subject));
  }
  subscribe;
  pipe;
  [Symbol.observable];
  '@@observable';
  getCacheDiff({ optimistic: e = !0 } = {}) {
    return ea(
      this.cache.diff({
        query: this.query,
        variables: this.variables,
        returnPartialData: !0,
        optimistic: e,
        [fa]: void 0,
      }),
    );
  }
  getInitialResult(e) {
    let t = e || this.options.fetchPolicy;
    this.queryManager.prioritizeCacheValues &&
      (t === `network-only` || t === `cache-and-network`) &&
      (t = `cache-first`);
    let n = () => {
      let e = this.getCacheDiff(),
        { dataState: t } = e,
        n = this.options.returnPartialData || e.complete ? (e.result ?? void 0) : void 0;
      return (
        n === void 0 && (t = `empty`),
        this.maskResult({
          data: n,
          dataState: t,
          loading: !e.complete,
          networkStatus: e.complete ? $.ready : $.loading,
          partial: !e.complete,
        })
      );
    };
    switch (t) {
      case `cache-only`:
        return { ...n(), loading: !1, networkStatus: $.ready };
      case `cache-first`:
        return n();
      case `cache-and-network`:
        return { ...n(), loading: !0, networkStatus: $.loading };
      case `standby`:
        return hs;
      default:
        return ms;
    }
  }
  resubscribeCache() {
    let { variables: e, fetchPolicy: t } = this.options,
      n = this.query,
      r = t === `standby` || t === `no-cache` || this.waitForNetworkResult,
      i = !ys({ query: n, variables: e }, this.unsubscribeFromCache) && !this.waitForNetworkResult;
    if (((r || i) && this.unsubscribeFromCache?.(), r || !i)) return;
    let a = {
        query: n,
        variables: e,
        optimistic: !0,
        watcher: this,
        callback: (e) => {
          let t = this.queryManager.getDocumentInfo(n);
          if (
            ((t.hasClientExports || t.hasForcedResolvers) && (a.lastDiff = void 0),
            a.lastOwnDiff === e)
          )
            return;
          let { result: r } = this.subject.getValue();
          (e.complete || (!r.error && r !== ms && r !== hs)) &&
            (y(r.data, e.result) || this.scheduleNotify());
        },
      },
      o = this.cache.watch(a);
    this.unsubscribeFromCache = Object.assign(
      () => {
        ((this.unsubscribeFromCache = void 0), o());
      },
      { query: n, variables: e },
    );
  }
  stableLastResult;
  getCurrentResult() {
    let { result: e } = this.subject.getValue(),
      t =
        e.networkStatus === $.error ||
        this.hasObservers() ||
        this.options.fetchPolicy === `no-cache`
          ? e
          : this.getInitialResult();
    return (
      t === ms && (t = this.getInitialResult()),
      y(this.stableLastResult, t) || (this.stableLastResult = t),
      this.stableLastResult
    );
  }
  refetch(e) {
    let { fetchPolicy: t } = this.options,
      n = { pollInterval: 0 };
    return (
      (n.fetchPolicy = t === `no-cache` ? `no-cache` : `network-only`),
      e &&
        !y(this.variables, e) &&
        (n.variables = this.options.variables =
          this.getVariablesWithDefaults({ ...this.variables, ...e })),
      this._reobserve(n, { newNetworkStatus: $.refetch })
    );
  }
  fetchMore({ query: e, variables: t, context: n, errorPolicy: r, updateQuery: i }) {
    h(this.options.fetchPolicy !== `cache-only`, 87, er(this.query, `(anonymous)`));
    let a = {
      ...V(this.options, { errorPolicy: `none` }, { query: e, context: n, errorPolicy: r }),
      variables: e ? t : { ...this.variables, ...t },
      fetchPolicy: `no-cache`,
      notifyOnNetworkStatusChange: this.options.notifyOnNetworkStatusChange,
    };
    ((a.query = this.transformDocument(a.query)),
      (this.lastQuery = e ? this.transformDocument(this.options.query) : a.query));
    let o = !1,
      s = this.options.fetchPolicy !== `no-cache`;
    s || h(i, 88);
    let { finalize: c, pushNotification: l } = this.pushOperation($.fetchMore);
    l({ source: `newNetworkStatus`, kind: `N`, value: {} }, { shouldEmit: 3 });
    let { promise: u, operator: d } = bs(),
      { observable: f } = this.queryManager.fetchObservableWithInfo(a, {
        networkStatus: $.fetchMore,
        exposeExtensions: !0,
      }),
      p = f
        .pipe(
          d,
          zn((e) => e.kind === `N` && e.source === `network`),
        )
        .subscribe({
          next: (e) => {
            o = !1;
            let t = e.value,
              n = t[la];
            if ((wa(e.value.networkStatus) && c(), s)) {
              let e = this.getCacheDiff();
              this.cache.batch({
                update: (e) => {
                  i
                    ? e.updateQuery(
                        {
                          query: this.query,
                          variables: this.variables,
                          returnPartialData: !0,
                          optimistic: !1,
                          extensions: n,
                        },
                        (e) => i(e, { fetchMoreResult: t.data, variables: a.variables }),
                      )
                    : e.writeQuery({
                        query: a.query,
                        variables: a.variables,
                        data: t.data,
                        extensions: n,
                      });
                },
                onWatchUpdated: (n, r) => {
                  if (n.watcher === this && !y(r.result, e.result)) {
                    o = !0;
                    let e = this.getCurrentResult();
                    Ta(t.networkStatus) &&
                      l({
                        kind: `N`,
                        source: `network`,
                        value: {
                          ...e,
                          networkStatus: t.networkStatus === $.error ? $.ready : t.networkStatus,
                          loading: !1,
                          data: r.result,
                          dataState: r.complete ? `complete` : `streaming`,
                        },
                      });
                  }
                },
              });
            } else {
              let e = this.getCurrentResult(),
                n = i(e.data, { fetchMoreResult: t.data, variables: a.variables });
              l({
                kind: `N`,
                value: {
                  ...e,
                  networkStatus: $.ready,
                  loading: !1,
                  data: n,
                  dataState: e.dataState === `streaming` ? `streaming` : `complete`,
                },
                source: `network`,
              });
            }
          },
        });
    return Ui(
      u
        .then((e) => ta(this.maskResult(e)))
        .finally(() => {
          if ((p.unsubscribe(), c(), s && !o)) {
            let e = this.getCurrentResult();
            e.dataState === `streaming`
              ? l({
                  kind: `N`,
                  source: `network`,
                  value: { ...e, dataState: `complete`, networkStatus: $.ready },
                })
              : l({ kind: `N`, source: `newNetworkStatus`, value: {} }, { shouldEmit: 1 });
          }
        }),
    );
  }
  subscribeToMore(e) {
    let t = this.queryManager
      .startGraphQLSubscription({ query: e.document, variables: e.variables, context: e.context })
      .subscribe({
        next: (t) => {
          let { updateQuery: n, onError: r } = e,
            { error: i } = t;
          i
            ? r
              ? r(i)
              : h.error(89, i)
            : n && this.updateQuery((e, r) => n(e, { subscriptionData: t, ...r }));
        },
      });
    return (
      this.subscriptions.add(t),
      () => {
        this.subscriptions.delete(t) && t.unsubscribe();
      }
    );
  }
  applyOptions(e) {
    let t = V(this.options, e || {});
    (fs(this.options, t), this.updatePolling());
  }
  async setVariables(e) {
    return (
      (e = this.getVariablesWithDefaults(e)),
      y(this.variables, e) || ((this.options.variables = e), !this.hasObservers())
        ? ta(this.getCurrentResult())
        : this._reobserve(
            { fetchPolicy: this.options.initialFetchPolicy, variables: e },
            { newNetworkStatus: $.setVariables },
          )
    );
  }
  updateQuery(e) {
    let { queryManager: t } = this,
      { result: n, complete: r } = this.getCacheDiff({ optimistic: !1 }),
      i = e(n, { variables: this.variables, complete: !!r, previousData: n });
    i &&
      (this.cache.writeQuery({ query: this.options.query, data: i, variables: this.variables }),
      t.broadcastQueries());
  }
  startPolling(e) {
    ((this.options.pollInterval = e), this.updatePolling());
  }
  stopPolling() {
    ((this.options.pollInterval = 0), this.updatePolling());
  }
  applyNextFetchPolicy(e, t) {
    if (t.nextFetchPolicy) {
      let { fetchPolicy: n = `cache-first`, initialFetchPolicy: r = n } = t;
      n === `standby` ||
        (t.fetchPolicy =
          typeof t.nextFetchPolicy == `function`
            ? t.nextFetchPolicy.call(t, n, {
                reason: e,
                options: t,
                observable: this,
                initialFetchPolicy: r,
              })
            : e === `variables-changed`
              ? r
              : t.nextFetchPolicy);
    }
    return t.fetchPolicy;
  }
  fetch(e, t, n, r) {
    let i = this.options.fetchPolicy;
    e.context ??= {};
    let a = !1,
      { observable: o, fromLink: s } = this.queryManager.fetchObservableWithInfo(e, {
        networkStatus: t,
        query: n,
        onCacheHit: () => {
          a = !0;
        },
        fetchQueryOperator: (e) =>
          new A((n) => {
            try {
              return e.subscribe({
                next(e) {
                  ((a = !0), n.next(e));
                },
                error: (e) => n.error(e),
                complete: () => n.complete(),
              });
            } finally {
              a ||
                ((u.override = t),
                this.input.next({
                  kind: `N`,
                  source: `newNetworkStatus`,
                  value: { resetError: !0 },
                  query: c,
                  variables: l,
                  meta: { shouldEmit: 3, fetchPolicy: i },
                }));
            }
          }),
        observableQuery: this,
      }),
      { query: c, variables: l } = this,
      u = {
        abort: () => {
          f.unsubscribe();
        },
        query: c,
        variables: l,
      };
    this.activeOperations.add(u);
    let d = t == $.refetch || t == $.setVariables;
    o = o.pipe(r, Gn());
    let f = o
      .pipe(
        Jn({
          next: (e) => {
            e.source === `newNetworkStatus` || (e.kind === `N` && e.value.loading)
              ? (u.override = t)
              : delete u.override;
          },
          finalize: () => this.activeOperations.delete(u),
        }),
      )
      .subscribe({
        next: (e) => {
          let t = {};
          (d &&
            e.kind === `N` &&
            `loading` in e.value &&
            !e.value.loading &&
            ((d = !1), (t.shouldEmit = 1)),
            this.input.next({ ...e, query: c, variables: l, meta: t }));
        },
      });
    return { fromLink: s, subscription: f, observable: o };
  }
  didWarnCacheOnlyPolling = !1;
  updatePolling() {
    if (this.queryManager.ssrMode) return;
    let {
        pollingInfo: e,
        options: { fetchPolicy: t, pollInterval: n },
      } = this,
      r = () => {
        let { options: e } = this;
        return (
          !e.pollInterval ||
          !this.hasObservers() ||
          e.fetchPolicy === `cache-only` ||
          e.fetchPolicy === `standby`
        );
      };
    if (r()) {
      this.cancelPolling();
      return;
    }
    if (e?.interval === n) return;
    let i = e || (this.pollingInfo = {});
    i.interval = n;
    let a = () => {
        if (r()) return this.cancelPolling();
        this.pollingInfo &&
          (!Ta(this.networkStatus) && !this.options.skipPollAttempt?.()
            ? this._reobserve(
                {
                  fetchPolicy:
                    this.options.initialFetchPolicy === `no-cache` ? `no-cache` : `network-only`,
                },
                { newNetworkStatus: $.poll },
              ).then(o, o)
            : o());
      },
      o = () => {
        let e = this.pollingInfo;
        e && (clearTimeout(e.timeout), (e.timeout = setTimeout(a, e.interval)));
      };
    o();
  }
  cancelPolling() {
    this.pollingInfo && (clearTimeout(this.pollingInfo.timeout), delete this.pollingInfo);
  }
  reobserve(e) {
    return this._reobserve(e);
  }
  _reobserve(e, t) {
    this.isTornDown = !1;
    let { newNetworkStatus: n, keepLastMissing: r } = t || {};
    (r || (this.lastMissing = void 0), this.queryManager.obsQueries.add(this));
    let i = n === $.refetch || n === $.poll,
      a = this.variables,
      o = this.options.fetchPolicy,
      s = V(this.options, e || {});
    this.variablesUnknown &&= s.fetchPolicy === `standby`;
    let c = i ? s : fs(this.options, s),
      l = this.transformDocument(c.query);
    ((this.lastQuery = l),
      e && `variables` in e && (c.variables = this.getVariablesWithDefaults(e.variables)),
      i ||
        (this.updatePolling(),
        e &&
          e.variables &&
          !y(e.variables, a) &&
          c.fetchPolicy !== `standby` &&
          (c.fetchPolicy === o || typeof c.nextFetchPolicy == `function`) &&
          (this.applyNextFetchPolicy(`variables-changed`, c),
          n === void 0 && (n = $.setVariables))));
    let u = this.networkStatus;
    (n ||
      ((n = $.loading),
      u !== $.loading && e?.variables && !y(e.variables, a) && (n = $.setVariables),
      c.fetchPolicy === `standby` && (n = $.ready)),
      c.fetchPolicy === `standby` && this.cancelPolling(),
      this.resubscribeCache());
    let { promise: d, operator: f } = bs(c.fetchPolicy === `standby` ? { data: void 0 } : void 0),
      { subscription: p, observable: m, fromLink: h } = this.fetch(c, n, l, f);
    i ||
      (!h && this.linkSubscription) ||
      (this.linkSubscription && this.linkSubscription.unsubscribe(), (this.linkSubscription = p));
    let g = Object.assign(
      Ui(
        d
          .then((e) => ta(this.maskResult(e)))
          .finally(() => {
            !this.hasObservers() && this.activeOperations.size === 0 && this.tearDownQuery();
          }),
      ),
      {
        retain: () => {
          let e = m.subscribe({}),
            t = () => e.unsubscribe();
          return (d.then(t, t), g);
        },
      },
    );
    return g;
  }
  hasObservers() {
    return this.subject.observed;
  }
  stop() {
    (this.subject.complete(), this.initializeObservablesQueue(), this.tearDownQuery());
  }
  tearDownQuery() {
    this.isTornDown ||
      (this.resetNotifications(),
      this.unsubscribeFromCache?.(),
      this.linkSubscription && (this.linkSubscription.unsubscribe(), delete this.linkSubscription),
      this.stopPolling(),
      this.subscriptions.forEach((e) => e.unsubscribe()),
      this.subscriptions.clear(),
      this.queryManager.obsQueries.delete(this),
      (this.isTornDown = !0),
      this.abortActiveOperations(),
      (this.lastMissing = void 0));
  }
  transformDocument(e) {
    return this.queryManager.transform(e);
  }
  maskResult(e) {
    let t = this.queryManager.maskOperation({
      document: this.query,
      data: e.data,
      fetchPolicy: this.options.fetchPolicy,
      cause: this,
    });
    return t === e.data ? e : { ...e, data: t };
  }
  dirty = !1;
  notifyTimeout;
  resetNotifications() {
    ((this.notifyTimeout &&= (clearTimeout(this.notifyTimeout), void 0)), (this.dirty = !1));
  }
  scheduleNotify() {
    this.dirty ||
      ((this.dirty = !0), (this.notifyTimeout ||= setTimeout(() => this.notify(!0), 0)));
  }
  notify(e = !1) {
    if (!e) {
      let e = this.queryManager.getDocumentInfo(this.query);
      if (e.hasClientExports || e.hasForcedResolvers) return;
    }
    let { dirty: t, lastMissing: n } = this,
      { fetchPolicy: r } = this.options;
    if (
      (this.resetNotifications(),
      !t || (r !== `cache-only` && r !== `cache-and-network` && this.activeOperations.size))
    )
      return;
    let i = this.getCacheDiff(),
      a = this.getCurrentResult();
    if (
      !y(i.result, this.getCacheDiff({ optimistic: !1 }).result) ||
      (!i.complete && a.networkStatus === $.streaming)
    )
      this.deliverCacheDiff(i);
    else {
      if (i.complete) this.lastMissing = void 0;
      else if (
        !n ||
        n.dmCount !== gs.get(this.cache) ||
        !y(n.variables, this.variables) ||
        !y(n.missing, i.missing?.missing)
      )
        ((this.didWarnOnFeud = !1),
          (this.lastMissing = {
            variables: this.variables,
            missing: i.missing?.missing,
            dmCount: gs.get(this.cache),
          }));
      else if (r !== `cache-only`) {
        a.dataState === `partial` && this.deliverCacheDiff(i);
        return;
      }
      this.reobserveCacheFirst();
    }
  }
  deliverCacheDiff(e) {
    let t = this.getCurrentResult();
    this.input.next({
      kind: `N`,
      value: {
        data: e.result,
        dataState: e.dataState,
        networkStatus: t.networkStatus,
        loading: t.loading,
        error: void 0,
        partial: !e.complete,
      },
      source: `cache`,
      query: this.query,
      variables: this.variables,
      meta: {},
    });
  }
  activeOperations = new Set();
  pushOperation(e) {
    let t = !1,
      { query: n, variables: r } = this,
      i = () => {
        this.activeOperations.delete(a);
      },
      a = {
        override: e,
        abort: () => {
          ((t = !0), i());
        },
        query: n,
        variables: r,
      };
    return (
      this.activeOperations.add(a),
      {
        finalize: i,
        pushNotification: (e, i) => {
          t || this.input.next({ ...e, query: n, variables: r, meta: { ...i } });
        },
      }
    );
  }
  calculateNetworkStatus(e) {
    return e === $.streaming
      ? e
      : (Array.from(this.activeOperations.values())
          .reverse()
          .find((e) => ys(e, this) && e.override !== void 0)?.override ?? e);
  }
  abortActiveOperations() {
    this.activeOperations.forEach((e) => e.abort());
  }
  reset() {
    let e = this.options.fetchPolicy === `cache-only`;
    ((this.lastMissing = void 0),
      this.setResult(e ? hs : ms, { shouldEmit: e ? 1 : 2 }),
      this.abortActiveOperations());
  }
  setResult(e, t) {
    this.input.next({
      source: `setResult`,
      kind: `N`,
      value: e,
      query: this.query,
      variables: this.variables,
      meta: { ...t },
    });
  }
  operator = na((e) => {
    let { query: t, meta: n } = e;
    if (e.source === `setResult`)
      return { query: t, variables: this.variables, result: e.value, meta: n };
    if (e.kind === `C`) return;
    let r = `resolvedVariables` in e ? e.resolvedVariables : void 0;
    if (e.query !== this.query) return;
    if (!y(r, this.variables)) {
      if (!y(e.variables, this.variables)) return;
      r && ((this.options.variables = r), this.resubscribeCache());
    }
    let i = this.variables,
      a,
      o = this.subject.getValue();
    if (e.source === `cache`) {
      if (
        ((a = e.value),
        a.networkStatus === $.ready &&
          a.dataState === `partial` &&
          (!this.options.returnPartialData || o.result.networkStatus === $.error) &&
          this.options.fetchPolicy !== `cache-only`)
      )
        return;
    } else if (e.source === `network`)
      (this.waitForNetworkResult && ((this.waitForNetworkResult = !1), this.resubscribeCache()),
        (a =
          e.kind === `E`
            ? {
                ...(ys(o, e) || (r && y(r, o.variables))
                  ? o.result
                  : { data: void 0, dataState: `empty`, partial: !0 }),
                error: e.error,
                networkStatus: $.error,
                loading: !1,
              }
            : e.value),
        e.kind === `E` &&
          a.dataState === `streaming` &&
          (a.dataState = ds.get(e.error) ?? `complete`),
        a.error && (n.shouldEmit = 1));
    else if (e.source === `newNetworkStatus`) {
      let t = ys(o, e) ? o.result : this.getInitialResult(n.fetchPolicy),
        { resetError: r } = e.value,
        i = r ? void 0 : t.error,
        s = i ? $.error : $.ready;
      a = { ...t, error: i, networkStatus: s };
    }
    return (
      h(a),
      a.error || delete a.error,
      (a.networkStatus = this.calculateNetworkStatus(a.networkStatus)),
      (a.loading = Ta(a.networkStatus)),
      (a = this.maskResult(a)),
      o.result.data !== void 0 &&
        a.data !== o.result.data &&
        y(a.data, o.result.data) &&
        (a.data = o.result.data),
      { query: t, variables: i, result: a, meta: n }
    );
  });
  reobserveCacheFirst() {
    let { fetchPolicy: e, nextFetchPolicy: t } = this.options;
    e === `cache-and-network` || e === `network-only`
      ? this._reobserve(
          {
            fetchPolicy: `cache-first`,
            nextFetchPolicy(n, r) {
              return (
                (this.nextFetchPolicy = t),
                typeof this.nextFetchPolicy == `function` ? this.nextFetchPolicy(n, r) : e
              );
            },
          },
          { keepLastMissing: !0 },
        )
      : this._reobserve(void 0, { keepLastMissing: !0 });
  }
  getVariablesWithDefaults(e) {
    return this.queryManager.getVariables(this.query, e);
  }
};
function ys(e, t) {
  return !!(e && t && e.query === t.query && y(e.variables, t.variables));
}
function bs(e) {
  let t = e,
    n,
    r;
  return {
    promise: new Promise((e, t) => {
      ((n = e), (r = t));
    }),
    operator: Jn({
      next(e) {
        if (e.kind === `E`) return r(e.error);
        e.kind === `N` && e.source !== `newNetworkStatus` && !e.value.loading && (t = e.value);
      },
      finalize: () => {
        if (t) n(t);
        else {
          let e = `The operation was aborted.`,
            t = `AbortError`;
          r(
            typeof DOMException < `u`
              ? new DOMException(e, t)
              : Object.assign(Error(e), { name: t }),
          );
        }
      },
    }),
  };
}
var xs = {},
  Ss = new WeakMap(),
  Cs = class {
    cache;
    queryManager;
    id;
    observableQuery;
    incremental;
    constructor(e, t) {
      this.cache = e.cache;
      let n = (Ss.get(e) || 0) + 1;
      (Ss.set(e, n), (this.id = n + ``), (this.observableQuery = t), (this.queryManager = e));
    }
    get hasNext() {
      return this.incremental ? this.incremental.hasNext : !1;
    }
    get incrementalHandler() {
      return this.queryManager.incrementalHandler;
    }
    maybeHandleIncrementalResult(e, t, n) {
      return this.incrementalHandler.isIncrementalResult(t)
        ? ((this.incremental ||= this.incrementalHandler.startRequest({ query: n })),
          this.incremental.handle(e, t))
        : t;
    }
    markQueryResult(
      e,
      {
        document: t,
        variables: n,
        errorPolicy: r,
        cacheWriteBehavior: i,
        returnPartialData: a,
        fetchPolicy: o,
        networkStatus: s,
        prunePendingDeferFragments: c,
      },
    ) {
      let l = { query: t, variables: n, optimistic: !0 };
      this.observableQuery?.resetNotifications();
      let u = i === 0,
        d = u
          ? void 0
          : this.getDiff(
              {
                ...l,
                returnPartialData:
                  r !== `none` || !this.incrementalHandler.extractErrors(e)?.length,
              },
              this.getIncrementalInfo({ prune: c }),
            ),
        f = this.maybeHandleIncrementalResult(d?.result, e, t),
        p = { ...f, dataState: f.data == null ? `empty` : `complete` };
      return (
        this.incremental?.isDeferPending() && (p.dataState = `streaming`),
        u ||
          !ws(p, r) ||
          this.cache.batch({
            onWatchUpdated: (e, t) => {
              e.watcher === this.observableQuery && (e.lastOwnDiff = t);
            },
            update: (e) => {
              e.writeQuery({
                query: t,
                data: p.data,
                variables: n,
                overwrite: i === 1,
                extensions: p.extensions,
                [fa]: { isDeferPending: this.incremental?.isDeferPending },
              });
              let { dataState: r, result: u } = this.getDiff(
                { ...l, returnPartialData: a && (o !== `network-only` || s === $.refetch) },
                this.getIncrementalInfo({ prune: c }),
              );
              (r === `complete` || r === `streaming` || (a && r === `partial`)) &&
                (p = { ...p, data: u, dataState: r });
            },
          }),
        p
      );
    }
    getIncrementalInfo({ prune: e }) {
      let t = { streamInfo: this.incremental?.streamInfo };
      if (e && this.incremental?.tracksPending) {
        let e = this.incremental.isDeferPending;
        (e() && (t.isDeferPending ||= (t, n) => e(t, n)),
          this.incremental.markStreamedPendingForTruncation?.());
      }
      return t;
    }
    getDiff(e, t) {
      return ea(this.cache.diff({ ...e, [fa]: t }));
    }
    markMutationResult(e, t, n = this.cache) {
      let r = [],
        i = t.cacheWriteBehavior === 0,
        a = this.maybeHandleIncrementalResult(
          i
            ? void 0
            : n.diff({
                id: `ROOT_MUTATION`,
                query: this.queryManager.getDocumentInfo(t.document).asQuery,
                variables: t.variables,
                optimistic: !1,
                returnPartialData: !0,
              }).result,
          e,
          t.document,
        );
      if (
        ((a = { ...a, data: a.data ? Or(a.data, t.document, n) : a.data }),
        t.errorPolicy === `ignore` && (a.errors = []),
        Wr(a) && t.errorPolicy === `none`)
      )
        return Promise.resolve(a);
      let o = () => ({ ...a, dataState: this.hasNext ? `streaming` : `complete` });
      if (!i && ws(a, t.errorPolicy)) {
        r.push({
          result: a.data,
          dataId: `ROOT_MUTATION`,
          query: t.document,
          variables: t.variables,
          extensions: a.extensions,
          [fa]: { isDeferPending: this.incremental?.isDeferPending },
        });
        let { updateQueries: e } = t;
        e &&
          this.queryManager.getObservableQueries(`all`).forEach((t) => {
            let n = t && t.queryName;
            if (!n || !Object.hasOwnProperty.call(e, n)) return;
            let i = e[n],
              { query: a, variables: s } = t,
              { result: c, complete: l } = t.getCacheDiff({ optimistic: !1 });
            if (l && c) {
              let e = i(c, {
                mutationResult: o(),
                queryName: (a && er(a)) || void 0,
                queryVariables: s,
              });
              e && r.push({ result: e, dataId: `ROOT_QUERY`, query: a, variables: s });
            }
          });
      }
      let s = t.refetchQueries;
      if (
        (typeof s == `function` && (s = s(o())),
        r.length > 0 || (s || ``).length > 0 || t.update || t.onQueryUpdated || t.removeOptimistic)
      ) {
        let e = [];
        if (
          (this.queryManager
            .refetchQueries({
              updateCache: (e) => {
                i || r.forEach((t) => e.write(t));
                let { update: n } = t;
                if (!i) {
                  let n = e.diff({
                    id: `ROOT_MUTATION`,
                    query: this.queryManager.getDocumentInfo(t.document).asQuery,
                    variables: t.variables,
                    optimistic: !1,
                    returnPartialData: !0,
                  });
                  n.complete && n.result && (a.data = n.result);
                }
                (n && !this.hasNext && n(e, a, { context: t.context, variables: t.variables }),
                  i ||
                    t.keepRootFields ||
                    this.hasNext ||
                    e.modify({
                      id: `ROOT_MUTATION`,
                      fields(e, { fieldName: t, DELETE: n }) {
                        return t === `__typename` ? e : n;
                      },
                    }));
              },
              include: s,
              optimistic: !1,
              removeOptimistic: t.removeOptimistic,
              onQueryUpdated: t.onQueryUpdated || null,
            })
            .forEach((t) => e.push(t)),
          t.awaitRefetchQueries || t.onQueryUpdated)
        )
          return Promise.all(e).then(() => a);
      }
      return Promise.resolve(a);
    }
    markMutationOptimistic(e, t) {
      let n = typeof e == `function` ? e(t.variables, { IGNORE: xs }) : e;
      return (
        n !== xs &&
        (this.cache.recordOptimisticTransaction((e) => {
          try {
            this.markMutationResult({ data: n }, t, e);
          } catch (e) {
            h.error(e);
          }
        }, this.id),
        !0)
      );
    }
    markSubscriptionResult(
      e,
      { document: t, variables: n, errorPolicy: r, cacheWriteBehavior: i },
    ) {
      if (i !== 0) {
        if (ws(e, r)) {
          this.cache.write({
            query: t,
            result: e.data,
            dataId: `ROOT_SUBSCRIPTION`,
            variables: n,
            extensions: e.extensions,
          });
          let r = this.cache.diff({
            query: this.queryManager.getDocumentInfo(t).asQuery,
            id: `ROOT_SUBSCRIPTION`,
            variables: n,
            optimistic: !1,
            returnPartialData: !0,
          });
          if (r.complete) return r.result;
        }
        this.queryManager.broadcastQueries();
      } else if (e.data != null && this.cache.configuresScalars() && ws(e, r))
        return Or(e.data, t, this.cache);
      return e.data;
    }
  };
function ws(e, t = `none`) {
  let n = t === `ignore` || t === `all`,
    r = !Wr(e);
  return (!r && n && e.data && (r = !0), r);
}
var Ts = class {
  defaultOptions;
  client;
  clientOptions;
  assumeImmutableResults;
  documentTransform;
  ssrMode;
  defaultContext;
  dataMasking;
  incrementalHandler;
  localState;
  queryDeduplication;
  prioritizeCacheValues = !1;
  onBroadcast;
  mutationStore;
  obsQueries = new Set();
  fetchCancelFns = new Map();
  constructor(e) {
    let t = new ga((e) => this.cache.transformDocument(e), { cache: !1 });
    ((this.client = e.client),
      (this.defaultOptions = e.defaultOptions),
      (this.queryDeduplication = e.queryDeduplication),
      (this.clientOptions = e.clientOptions),
      (this.ssrMode = e.ssrMode),
      (this.assumeImmutableResults = e.assumeImmutableResults),
      (this.dataMasking = e.dataMasking),
      (this.localState = e.localState),
      (this.incrementalHandler = e.incrementalHandler));
    let n = e.documentTransform;
    ((this.documentTransform = n ? t.concat(n).concat(t) : t),
      this.incrementalHandler.documentTransform &&
        (this.documentTransform = this.documentTransform.concat(
          this.incrementalHandler.documentTransform,
        )),
      (this.defaultContext = e.defaultContext || {}),
      (this.onBroadcast = e.onBroadcast) && (this.mutationStore = {}));
  }
  get link() {
    return this.client.link;
  }
  get cache() {
    return this.client.cache;
  }
  stop() {
    (this.obsQueries.forEach((e) => e.stop()), this.cancelPendingFetches(_(94)));
  }
  cancelPendingFetches(e) {
    (this.fetchCancelFns.forEach((t) => t(e)), this.fetchCancelFns.clear());
  }
  async mutate({
    mutation: e,
    variables: t,
    optimisticResponse: n,
    updateQueries: r,
    refetchQueries: i = [],
    awaitRefetchQueries: a = !1,
    update: o,
    onQueryUpdated: s,
    fetchPolicy: c,
    errorPolicy: l,
    keepRootFields: u,
    context: d,
  }) {
    let f = new Cs(this);
    e = this.cache.transformForLink(this.transform(e));
    let { hasClientExports: p } = this.getDocumentInfo(e);
    ((t = this.getVariables(e, t)),
      p &&
        (t = await this.localState.getExportedVariables({
          client: this.client,
          document: e,
          variables: t,
          context: d,
        })));
    let m =
        this.mutationStore &&
        (this.mutationStore[f.id] = {
          mutation: e,
          variables: this.cache.serializeVariables(e, t),
          loading: !0,
          error: null,
        }),
      h =
        n &&
        f.markMutationOptimistic(n, {
          document: e,
          variables: t,
          cacheWriteBehavior: c === `no-cache` ? 0 : 2,
          errorPolicy: l,
          context: d,
          updateQueries: r,
          update: o,
          keepRootFields: u,
        });
    return (
      this.broadcastQueries(),
      new Promise((p, g) => {
        let _ = {};
        return this.getObservableFromLink(
          e,
          { ...d, optimisticResponse: h ? n : void 0 },
          t,
          c,
          {},
          !1,
        )
          .observable.pipe(
            Es(),
            Pn((n) => {
              let p = { ...n };
              return wn(
                f.markMutationResult(p, {
                  document: e,
                  variables: t,
                  cacheWriteBehavior: c === `no-cache` ? 0 : 2,
                  errorPolicy: l,
                  context: d,
                  update: o,
                  updateQueries: r,
                  awaitRefetchQueries: a,
                  refetchQueries: i,
                  removeOptimistic: h ? f.id : void 0,
                  onQueryUpdated: s,
                  keepRootFields: u,
                }),
              );
            }),
          )
          .pipe(
            F((e) => {
              if (Wr(e) && l === `none`) throw new rs(Os(e));
              return (m && ((m.loading = !1), (m.error = null)), e);
            }),
          )
          .subscribe({
            next: (t) => {
              if ((this.broadcastQueries(), !f.hasNext)) {
                let n = {
                  data: this.maskOperation({ document: e, data: t.data, fetchPolicy: c, cause: _ }),
                };
                (Wr(t) && (n.error = new rs(t)),
                  Object.keys(t.extensions || {}).length && (n.extensions = t.extensions),
                  p(n));
              }
            },
            error: (e) => {
              if (
                (m && ((m.loading = !1), (m.error = e)),
                h && this.cache.removeOptimistic(f.id),
                this.broadcastQueries(),
                l === `ignore`)
              )
                return p({ data: void 0 });
              if (l === `all`) return p({ data: void 0, error: e });
              g(e);
            },
          });
      })
    );
  }
  fetchQuery(e, t) {
    return (
      R(e.query, be.QUERY),
      (async () =>
        jn(
          this.fetchObservableWithInfo(e, { networkStatus: t }).observable.pipe(
            na((e) => {
              switch (e.kind) {
                case `E`:
                  throw e.error;
                case `N`:
                  if (e.source !== `newNetworkStatus`) return ta(e.value);
              }
            }),
          ),
          { defaultValue: { data: void 0 } },
        ))()
    );
  }
  transform(e) {
    return this.documentTransform.transformDocument(e);
  }
  transformCache = new _r(I[`queryManager.getDocumentInfo`] || 2e3);
  getDocumentInfo(e) {
    let { transformCache: t } = this;
    if (!t.has(e)) {
      let n = z(e),
        r = {
          hasClientExports: Gr([`client`, `export`], e, !0),
          hasForcedResolvers: Kr(e),
          hasNonreactiveDirective: Gr([`nonreactive`], e),
          hasIncrementalDirective: Gr([`defer`], e),
          nonReactiveQuery: Ds(e),
          clientQuery: Gr([`client`], e) ? e : null,
          serverQuery: Wi(
            [
              { name: `client`, remove: !0 },
              { name: `connection` },
              { name: `nonreactive` },
              { name: `unmask` },
            ],
            e,
          ),
          operationType: n?.operation,
          defaultVars: Pr(n),
          asQuery: {
            ...e,
            definitions: e.definitions.map((e) =>
              e.kind === `OperationDefinition` && e.operation !== `query`
                ? { ...e, operation: `query` }
                : e,
            ),
          },
        };
      t.set(e, r);
    }
    let n = t.get(e);
    if (n.violation) throw n.violation;
    return n;
  }
  getVariables(e, t) {
    let n = this.getDocumentInfo(e).defaultVars,
      r = Object.entries(t ?? {}).map(([e, t]) => [e, t === void 0 ? n[e] : t]);
    return { ...n, ...Object.fromEntries(r) };
  }
  watchQuery(e) {
    R(e.query, be.QUERY);
    let t = this.transform(e.query);
    return (
      (e = { ...e, variables: this.getVariables(t, e.variables) }),
      e.notifyOnNetworkStatusChange === void 0 && (e.notifyOnNetworkStatusChange = !0),
      new vs({ queryManager: this, options: e, transformedQuery: t })
    );
  }
  query(e) {
    let t = this.transform(e.query);
    return this.fetchQuery({ ...e, query: t }).then((n) => ({
      ...n,
      data: this.maskOperation({ document: t, data: n?.data, fetchPolicy: e.fetchPolicy }),
    }));
  }
  clearStore(e = { discardWatches: !0 }) {
    return (
      this.cancelPendingFetches(_(96)),
      this.obsQueries.forEach((e) => {
        e.reset();
      }),
      (this.mutationStore &&= {}),
      this.cache.reset(e)
    );
  }
  getObservableQueries(e = `active`) {
    let t = new Set(),
      n = new Map(),
      r = new Map(),
      i = new Set();
    return (
      Array.isArray(e) &&
        e.forEach((e) => {
          if (typeof e == `string`) (n.set(e, e), r.set(e, !1));
          else if (Yr(e)) {
            let t = va(this.transform(e));
            (n.set(t, er(e)), r.set(t, !1));
          } else H(e) && e.query && i.add(e);
        }),
      this.obsQueries.forEach((n) => {
        let i = va(this.transform(n.options.query));
        if (e === `all`) {
          t.add(n);
          return;
        }
        let {
          queryName: a,
          options: { fetchPolicy: o },
        } = n;
        (e !== `active` || o !== `standby`) &&
          (e === `active` || (a && r.has(a)) || (i && r.has(i))) &&
          (t.add(n), a && r.set(a, !0), i && r.set(i, !0));
      }),
      i.size &&
        i.forEach((e) => {
          let n = new vs({
            queryManager: this,
            options: { ...Hi(this.defaultOptions.watchQuery, e), fetchPolicy: `network-only` },
          });
          t.add(n);
        }),
      t
    );
  }
  refetchObservableQueries(e = !1) {
    let t = [];
    return (
      this.getObservableQueries(e ? `all` : `active`).forEach((n) => {
        let { fetchPolicy: r } = n.options;
        (e || r !== `standby`) && r !== `cache-only` && t.push(n.refetch());
      }),
      this.broadcastQueries(),
      Promise.all(t)
    );
  }
  startGraphQLSubscription(e) {
    let { query: t, variables: n } = e,
      {
        fetchPolicy: r = `cache-first`,
        errorPolicy: i = `none`,
        context: a = {},
        extensions: o = {},
      } = e;
    (R(t, be.SUBSCRIPTION), (t = this.transform(t)), (n = this.getVariables(t, n)));
    let s,
      c = (
        this.getDocumentInfo(t).hasClientExports
          ? wn(
              this.localState.getExportedVariables({
                client: this.client,
                document: t,
                variables: n,
                context: a,
              }),
            )
          : Tn(n)
      ).pipe(
        Pn((e) => {
          let { observable: n, restart: c } = this.getObservableFromLink(t, a, e, r, o),
            l = new Cs(this);
          return (
            (s = c),
            n.pipe(
              F((n) => {
                let a = l.markSubscriptionResult(n, {
                    document: t,
                    variables: e,
                    errorPolicy: i,
                    cacheWriteBehavior: r === `no-cache` ? 0 : 2,
                  }),
                  o = { data: a ?? void 0 };
                return (
                  Wr(n)
                    ? (o.error = new rs({ ...n, data: a }))
                    : ls(n) && ((o.error = n.extensions[cs]), delete n.extensions[cs]),
                  n.extensions && Object.keys(n.extensions).length && (o.extensions = n.extensions),
                  o.error && i === `none` && (o.data = void 0),
                  i === `ignore` && delete o.error,
                  o
                );
              }),
              Bn((e) => Tn(i === `ignore` ? { data: void 0 } : { data: void 0, error: e })),
              zn((e) => !!(e.data || e.error)),
            )
          );
        }),
      );
    return Object.assign(c, { restart: () => s?.() });
  }
  broadcastQueries() {
    (this.onBroadcast && this.onBroadcast(), this.obsQueries.forEach((e) => e.notify()));
  }
  inFlightLinkObservables = new L(!1);
  getObservableFromLink(e, t, n, r, i, a = t?.queryDeduplication ?? this.queryDeduplication) {
    let o = {},
      {
        serverQuery: s,
        clientQuery: c,
        operationType: l,
        hasIncrementalDirective: u,
      } = this.getDocumentInfo(e),
      d = er(e),
      f = { client: this.client };
    if (((n = this.cache.serializeVariables(e, n)), s)) {
      let { inFlightLinkObservables: e, link: r } = this;
      try {
        let c = this.incrementalHandler.prepareRequest({
          query: s,
          variables: n,
          context: { ...this.defaultContext, ...t, queryDeduplication: a },
          extensions: i,
        });
        t = c.context;
        function u(e) {
          return new A((t) => {
            function n() {
              return e.subscribe({
                next: t.next.bind(t),
                complete: t.complete.bind(t),
                error: t.error.bind(t),
              });
            }
            let r = n();
            return (
              (o.restart ||= () => {
                (r.unsubscribe(), (r = n()));
              }),
              () => {
                (r.unsubscribe(), (o.restart = void 0));
              }
            );
          });
        }
        if (a) {
          let t = va(s),
            i = U(n);
          ((o = e.lookup(t, i)),
            o.observable ||
              (o.observable = Oa(r, c, f).pipe(
                u,
                Un(() => {
                  e.peek(t, i) === o && e.remove(t, i);
                }),
                l === be.SUBSCRIPTION ? Gn() : qn({ refCount: !0 }),
              )));
        } else o.observable = Oa(r, c, f).pipe(u);
      } catch (e) {
        o.observable = En(() => e);
      }
    } else o.observable = Tn({ data: {} });
    if (c) {
      let { operation: i } = z(e);
      (h(!u, 101, i[0].toUpperCase() + i.slice(1), d ?? `(anonymous)`),
        (o.observable = o.observable.pipe(
          Pn((e) =>
            wn(
              this.localState.execute({
                client: this.client,
                document: c,
                remoteResult: e,
                context: t,
                variables: n,
                fetchPolicy: r,
              }),
            ),
          ),
        )));
    }
    return {
      restart: () => o.restart?.(),
      observable: o.observable.pipe(
        Bn((e) => {
          throw ((e = us(e)), as(e), e);
        }),
      ),
    };
  }
  getResultsFromLink(
    e,
    {
      queryInfo: t,
      cacheWriteBehavior: n,
      observableQuery: r,
      exposeExtensions: i,
      prunePendingDeferFragments: a,
    },
  ) {
    let { errorPolicy: o } = e,
      s = this.cache.transformForLink(e.query);
    return this.getObservableFromLink(s, e.context, e.variables, e.fetchPolicy).observable.pipe(
      F((c) => {
        let { dataState: l, ...u } = t.markQueryResult(c, {
            ...e,
            document: s,
            cacheWriteBehavior: n,
            returnPartialData: e.returnPartialData,
            prunePendingDeferFragments: a,
          }),
          d = Wr(u);
        if (d && o === `none`) {
          r?.resetNotifications();
          let e = new rs(Os(u));
          throw (ds.set(e, l), e);
        }
        let f = l !== `complete`,
          p = {
            data: u.data,
            ...(t.hasNext
              ? { loading: !0, networkStatus: $.streaming, dataState: l, partial: f }
              : { dataState: l, loading: !1, networkStatus: $.ready, partial: f }),
          };
        return (
          i && `extensions` in u && (p[la] = u.extensions),
          d &&
            o !== `ignore` &&
            ((p.error = new rs(Os(u))),
            p.networkStatus !== $.streaming && (p.networkStatus = $.error)),
          p
        );
      }),
      Bn((e) => {
        if (o === `none`) throw (r?.resetNotifications(), e);
        let t = {
          data: void 0,
          dataState: `empty`,
          loading: !1,
          networkStatus: $.ready,
          partial: !0,
        };
        return (o !== `ignore` && ((t.error = e), (t.networkStatus = $.error)), Tn(t));
      }),
    );
  }
  fetchObservableWithInfo(
    e,
    {
      networkStatus: t = $.loading,
      query: n = e.query,
      fetchQueryOperator: r = (e) => e,
      onCacheHit: i = () => {},
      observableQuery: a,
      exposeExtensions: o,
    },
  ) {
    let s = this.getVariables(n, e.variables),
      {
        fetchPolicy: c = `cache-first`,
        errorPolicy: l = `none`,
        returnPartialData: u = !1,
        notifyOnNetworkStatusChange: d = !0,
        context: f = {},
      } = e;
    this.prioritizeCacheValues &&
      (c === `network-only` || c === `cache-and-network`) &&
      (c = `cache-first`);
    let p = Object.assign({}, e, {
        query: n,
        variables: s,
        fetchPolicy: c,
        errorPolicy: l,
        returnPartialData: u,
        networkStatus: t,
        notifyOnNetworkStatusChange: d,
        context: f,
      }),
      m = new Cs(this, a),
      h = (n) => {
        p.variables = n;
        let s = c === `no-cache` ? 0 : t === $.refetch && p.refetchWritePolicy !== `merge` ? 1 : 2,
          l = this.fetchQueryByPolicy(p, {
            queryInfo: m,
            cacheWriteBehavior: s,
            onCacheHit: i,
            observableQuery: a,
            exposeExtensions: o,
          });
        return (
          (l.observable = l.observable.pipe(r)),
          p.fetchPolicy !== `standby` && a?.applyNextFetchPolicy(`after-fetch`, e),
          l
        );
      },
      g = () => {
        this.fetchCancelFns.delete(m.id);
      };
    this.fetchCancelFns.set(m.id, (e) => {
      _.next({ kind: `E`, error: e, source: `network` });
    });
    let _ = new It(),
      ee,
      v;
    if (this.getDocumentInfo(p.query).hasClientExports)
      ((ee = wn(
        this.localState.getExportedVariables({
          client: this.client,
          document: p.query,
          variables: p.variables,
          context: p.context,
        }),
      ).pipe(Pn((e) => h(e).observable))),
        (v = !0));
    else {
      let e = h(p.variables);
      ((v = e.fromLink), (ee = e.observable));
    }
    return {
      observable: new A((e) => {
        (e.add(g), ee.subscribe(e), _.subscribe(e));
      }).pipe(Gn()),
      fromLink: v,
    };
  }
  refetchQueries({
    updateCache: e,
    include: t,
    optimistic: n = !1,
    removeOptimistic: r = n ? l(`refetchQueries`) : void 0,
    onQueryUpdated: i,
  }) {
    let a = new Map();
    t &&
      this.getObservableQueries(t).forEach((e) => {
        if (e.options.fetchPolicy === `cache-only` || e.variablesUnknown) return;
        let t = e.getCurrentResult();
        a.set(e, { oq: e, lastDiff: { result: t?.data, complete: !t?.partial } });
      });
    let o = new Map();
    if (e) {
      let t = new Set();
      this.cache.batch({
        update: e,
        optimistic: (n && r) || !1,
        removeOptimistic: r,
        onWatchUpdated(e, n, r) {
          let s = e.watcher;
          if (s instanceof vs && !t.has(s)) {
            if ((t.add(s), i)) {
              a.delete(s);
              let e = i(s, n, r);
              return (e === !0 && (e = s.refetch().retain()), e !== !1 && o.set(s, e), e);
            }
            i !== null &&
              s.options.fetchPolicy !== `cache-only` &&
              a.set(s, { oq: s, lastDiff: r, diff: n });
          }
        },
      });
    }
    return (
      a.size &&
        a.forEach(({ oq: e, lastDiff: t, diff: n }) => {
          let r;
          (i && ((n ||= e.getCacheDiff()), (r = i(e, n, t))),
            (i && r !== !0) || (r = e.refetch().retain()),
            r !== !1 && o.set(e, r));
        }),
      r && this.cache.removeOptimistic(r),
      o
    );
  }
  noCacheWarningsByCause = new WeakSet();
  maskOperation(e) {
    let { document: t, data: n } = e;
    return this.dataMasking ? oo(n, t, this.cache) : n;
  }
  maskFragment(e) {
    let { data: t, fragment: n, fragmentName: r } = e;
    return this.dataMasking ? ao(t, n, this.cache, r) : t;
  }
  fetchQueryByPolicy(
    {
      query: e,
      variables: t,
      fetchPolicy: n,
      errorPolicy: r,
      returnPartialData: i,
      context: a,
      networkStatus: o,
    },
    { cacheWriteBehavior: s, onCacheHit: c, queryInfo: l, observableQuery: u, exposeExtensions: d },
  ) {
    let f = () => l.getDiff({ query: e, variables: t, returnPartialData: !0, optimistic: !0 }),
      p = (o, s) => {
        let l = o.result,
          u = (e, t = o.dataState) => (
            !o.complete && !i && ((e = void 0), (t = `empty`)),
            { data: e, dataState: t, loading: Ta(s), networkStatus: s, partial: !o.complete }
          ),
          d = (e) => Tn({ kind: `N`, value: u(e), resolvedVariables: t, source: `cache` });
        return (o.complete || i) && this.getDocumentInfo(e).hasForcedResolvers
          ? (c(),
            wn(
              this.localState
                .execute({
                  client: this.client,
                  document: e,
                  remoteResult: l ? { data: l } : void 0,
                  context: a,
                  variables: t,
                  onlyRunForcedResolvers: !0,
                  returnPartialData: !0,
                  fetchPolicy: n,
                })
                .then((e) => ({
                  kind: `N`,
                  value: u(
                    e.data || void 0,
                    o.complete ? `complete` : e.data ? `partial` : `empty`,
                  ),
                  resolvedVariables: t,
                  source: `cache`,
                })),
            ))
          : r === `none` && s === $.refetch && o.missing
            ? d(void 0)
            : d(l || void 0);
      },
      m = ({ prunePendingDeferFragments: c = !0 } = {}) =>
        this.getResultsFromLink(
          {
            query: e,
            variables: t,
            context: a,
            fetchPolicy: n,
            errorPolicy: r,
            returnPartialData: i,
            networkStatus: o,
          },
          {
            cacheWriteBehavior: s,
            queryInfo: l,
            observableQuery: u,
            exposeExtensions: d,
            prunePendingDeferFragments: c,
          },
        ).pipe(
          Es(),
          Wn(),
          F((e) => ({ ...e, resolvedVariables: t, source: `network` })),
        );
    switch (n) {
      default:
      case `cache-first`: {
        let e = f();
        return e.complete
          ? { fromLink: !1, observable: p(e, $.ready) }
          : i
            ? { fromLink: !0, observable: Ln(p(e, $.loading), m()) }
            : { fromLink: !0, observable: m() };
      }
      case `cache-and-network`: {
        let e = f();
        return e.complete || i
          ? { fromLink: !0, observable: Ln(p(e, $.loading), m({ prunePendingDeferFragments: !1 })) }
          : { fromLink: !0, observable: m() };
      }
      case `cache-only`:
        return { fromLink: !1, observable: Ln(p(f(), $.ready)) };
      case `network-only`:
        return { fromLink: !0, observable: m({ prunePendingDeferFragments: o !== $.refetch }) };
      case `no-cache`:
        return {
          fromLink: !0,
          observable: m().pipe(
            F(
              (t) => (
                t.kind === `N` &&
                  t.value.data != null &&
                  this.cache.configuresScalars() &&
                  (t.value.data = Or(t.value.data, e, this.cache)),
                t
              ),
            ),
          ),
        };
      case `standby`:
        return { fromLink: !1, observable: qt };
    }
  }
};
function Es() {
  let e = !1;
  return Jn({
    next() {
      e = !0;
    },
    complete() {
      h(e, 105);
    },
  });
}
function Ds(e) {
  return T(e, {
    FragmentSpread: (e) => {
      if (!e.directives?.some((e) => e.name.value === `unmask`))
        return {
          ...e,
          directives: [
            ...(e.directives || []),
            { kind: b.DIRECTIVE, name: { kind: b.NAME, value: `nonreactive` } },
          ],
        };
    },
  });
}
function Os(e) {
  if (e.extensions?.[ua] == null) return e;
  let {
    extensions: { [ua]: t, ...n },
    ...r
  } = e;
  return (Object.keys(n).length > 0 && (r.extensions = n), r);
}
var ks = class {
    link;
    cache;
    disableNetworkFetches;
    set prioritizeCacheValues(e) {
      this.queryManager.prioritizeCacheValues = e;
    }
    get prioritizeCacheValues() {
      return this.queryManager.prioritizeCacheValues;
    }
    version;
    queryDeduplication;
    defaultOptions;
    devtoolsConfig;
    refetchEventManager;
    queryManager;
    devToolsHookCb;
    resetStoreCallbacks = [];
    clearStoreCallbacks = [];
    constructor(e) {
      let {
        cache: t,
        documentTransform: n,
        ssrMode: r = !1,
        ssrForceFetchDelay: i = 0,
        queryDeduplication: a = !0,
        defaultOptions: o,
        defaultContext: c,
        assumeImmutableResults: l = t.assumeImmutableResults,
        localState: u,
        devtools: d,
        dataMasking: f,
        link: p,
        incrementalHandler: m = new ma(),
        experiments: h = [],
        refetchEventManager: g,
      } = e;
      ((this.link = p),
        (this.cache = t),
        (this.queryDeduplication = a),
        (this.defaultOptions = o || {}),
        (this.devtoolsConfig = { ...d, enabled: d?.enabled ?? !1 }),
        (this.watchQuery = this.watchQuery.bind(this)),
        (this.query = this.query.bind(this)),
        (this.mutate = this.mutate.bind(this)),
        (this.watchFragment = this.watchFragment.bind(this)),
        (this.resetStore = this.resetStore.bind(this)),
        (this.reFetchObservableQueries = this.refetchObservableQueries =
          this.refetchObservableQueries.bind(this)),
        (this.version = s),
        (this.queryManager = new Ts({
          client: this,
          defaultOptions: this.defaultOptions,
          defaultContext: c,
          documentTransform: n,
          queryDeduplication: a,
          ssrMode: r,
          dataMasking: !!f,
          clientOptions: e,
          incrementalHandler: m,
          assumeImmutableResults: l,
          onBroadcast: this.devtoolsConfig.enabled
            ? () => {
                this.devToolsHookCb && this.devToolsHookCb();
              }
            : void 0,
          localState: u,
        })),
        (this.prioritizeCacheValues = r || i > 0),
        i &&
          setTimeout(() => {
            this.prioritizeCacheValues = !1;
          }, i),
        this.devtoolsConfig.enabled && this.connectToDevTools(),
        h.forEach((t) => t.call(this, e)),
        (this.refetchEventManager = g),
        this.refetchEventManager?.connect(this));
    }
    connectToDevTools() {
      if (typeof window > `u`) return;
      let e = window,
        t = Symbol.for(`apollo.devtools`);
      ((e[t] = e[t] || []).push(this), (e.__APOLLO_CLIENT__ = this));
    }
    get documentTransform() {
      return this.queryManager.documentTransform;
    }
    get localState() {
      return this.queryManager.localState;
    }
    set localState(e) {
      this.queryManager.localState = e;
    }
    stop() {
      (this.queryManager.stop(), this.refetchEventManager?.disconnect(this));
    }
    watchQuery(e) {
      let { refetchOn: t } = e;
      if (this.defaultOptions.watchQuery) {
        let n = this.defaultOptions.watchQuery.refetchOn,
          r;
        (t &&
          typeof t == `object` &&
          (typeof n == `object`
            ? (r = { ...n, ...t })
            : n != null &&
              (r = (e) => {
                let r = t[e.source] ?? n;
                return typeof r == `function` ? r(e) : r;
              })),
          (e = Hi(this.defaultOptions.watchQuery, e)),
          r && (e.refetchOn = r));
      }
      return this.queryManager.watchQuery(e);
    }
    query = (e) => (
      this.defaultOptions.query && (e = Hi(this.defaultOptions.query, e)),
      this.queryManager.query(e)
    );
    mutate = (e) => {
      let t = Hi(
        V({ fetchPolicy: `network-only`, errorPolicy: `none` }, this.defaultOptions.mutate),
        e,
      );
      return (R(t.mutation, be.MUTATION), this.queryManager.mutate(t));
    };
    subscribe(e) {
      let t = {},
        n = this.queryManager.startGraphQLSubscription(e),
        r = n.pipe(
          F((n) => ({
            ...n,
            data: this.queryManager.maskOperation({
              document: e.query,
              data: n.data,
              fetchPolicy: e.fetchPolicy,
              cause: t,
            }),
          })),
        );
      return Object.assign(r, { restart: n.restart });
    }
    readQuery(e, t = !!e.optimistic) {
      return this.cache.readQuery({ ...e, query: this.transform(e.query) }, t);
    }
    watchFragment(e) {
      let t = this.queryManager.dataMasking;
      return this.cache.watchFragment({ ...e, fragment: this.transform(e.fragment, t) });
    }
    readFragment(e, t = !!e.optimistic) {
      return this.cache.readFragment({ ...e, fragment: this.transform(e.fragment) }, t);
    }
    writeQuery(e) {
      let t = this.cache.writeQuery(e);
      return (e.broadcast !== !1 && this.queryManager.broadcastQueries(), t);
    }
    writeFragment(e) {
      let t = this.cache.writeFragment(e);
      return (e.broadcast !== !1 && this.queryManager.broadcastQueries(), t);
    }
    __actionHookForDevTools(e) {
      this.devToolsHookCb = e;
    }
    __requestRaw(e) {
      return Oa(this.link, e, { client: this });
    }
    resetStore() {
      return Promise.resolve()
        .then(() => this.queryManager.clearStore({ discardWatches: !1 }))
        .then(() => Promise.all(this.resetStoreCallbacks.map((e) => e())))
        .then(() => this.refetchObservableQueries());
    }
    clearStore() {
      return Promise.resolve()
        .then(() => this.queryManager.clearStore({ discardWatches: !0 }))
        .then(() => Promise.all(this.clearStoreCallbacks.map((e) => e())));
    }
    onResetStore(e) {
      return (
        this.resetStoreCallbacks.push(e),
        () => {
          this.resetStoreCallbacks = this.resetStoreCallbacks.filter((t) => t !== e);
        }
      );
    }
    onClearStore(e) {
      return (
        this.clearStoreCallbacks.push(e),
        () => {
          this.clearStoreCallbacks = this.clearStoreCallbacks.filter((t) => t !== e);
        }
      );
    }
    reFetchObservableQueries;
    refetchObservableQueries(e) {
      return this.queryManager.refetchObservableQueries(e);
    }
    refetchQueries(e) {
      let t = this.queryManager.refetchQueries(e),
        n = [],
        r = [];
      t.forEach((e, t) => {
        (n.push(t), r.push(e));
      });
      let i = Promise.all(r);
      return ((i.queries = n), (i.results = r), i.catch((e) => {}), i);
    }
    getObservableQueries(e = `active`) {
      return this.queryManager.getObservableQueries(e);
    }
    extract(e) {
      return this.cache.extract(e);
    }
    restore(e) {
      return this.cache.restore(e);
    }
    setLink(e) {
      this.link = e;
    }
    get defaultContext() {
      return this.queryManager.defaultContext;
    }
    maskedFragmentTransform = new ga(Yi);
    transform(e, t = !1) {
      let n = this.queryManager.transform(e);
      return t ? this.maskedFragmentTransform.transformDocument(n) : n;
    }
  },
  { hasOwnProperty: As } = Object.prototype;
function js(e) {
  return H(e) && `payload` in e;
}
async function* Ms(e) {
  let t = new TextDecoder(`utf-8`),
    n = e.headers
      ?.get(`content-type`)
      ?.match(/;\s*boundary=(?:'([^']+)'|"([^"]+)"|([^"'].+?))\s*(?:;|$)/i),
    r =
      `\r
--` + (n ? (n[1] ?? n[2] ?? n[3] ?? `-`) : `-`),
    i = ``;
  h(e.body && typeof e.body.getReader == `function`, 64);
  let a = e.body.getReader(),
    o = !1,
    s = !1,
    c,
    l = () => s && i[0] == `-` && i[1] == `-`;
  try {
    for (; !o;) {
      ({ value: c, done: o } = await a.read());
      let e = typeof c == `string` ? c : t.decode(c, { stream: !o }),
        n = i.length - r.length + 1;
      i += e;
      let u = i.indexOf(r, n);
      for (; u > -1 && !l();) {
        s = !0;
        let e;
        [e, i] = [i.slice(0, u), i.slice(u + r.length)];
        let t = e.indexOf(`\r
\r
`),
          n = Ps(e.slice(0, t))[`content-type`];
        if (n && n.toLowerCase().indexOf(`application/json`) === -1)
          throw Error(`Unsupported patch content type: application/json is required.`);
        let a = e.slice(t);
        (a && (yield a), (u = i.indexOf(r)));
      }
      if (l()) return;
    }
    throw Error(`premature end of multipart body`);
  } finally {
    a.cancel().catch(() => {});
  }
}
async function Ns(e, t) {
  for await (let n of Ms(e)) {
    let r = Fs(e, n);
    if (Object.keys(r).length != 0) {
      if (js(r)) {
        if (Object.keys(r).length === 1 && r.payload === null) return;
        let e = { ...r.payload };
        (`errors` in r && (e.extensions = { ...e.extensions, [cs]: new $o(r.errors ?? []) }), t(e));
      } else t(r);
    }
  }
}
function Ps(e) {
  let t = {};
  return (
    e
      .split(
        `
`,
      )
      .forEach((e) => {
        let n = e.indexOf(`:`);
        if (n > -1) {
          let r = e.slice(0, n).trim().toLowerCase(),
            i = e.slice(n + 1).trim();
          t[r] = i;
        }
      }),
    t
  );
}
function Fs(e, t) {
  if (e.status >= 300)
    throw new os(`Response not successful: Received status code ${e.status}`, {
      response: e,
      bodyText: t,
    });
  try {
    return JSON.parse(t);
  } catch (n) {
    throw new ss(n, { response: e, bodyText: t });
  }
}
function Is(e, t) {
  try {
    return JSON.parse(t);
  } catch (n) {
    throw new ss(n, { response: e, bodyText: t });
  }
}
function Ls(e, t) {
  return e.headers.get(`content-type`)?.includes(`application/graphql-response+json`)
    ? Is(e, t)
    : Fs(e, t);
}
function Rs(e) {
  return (t) =>
    t.text().then((n) => {
      let r = Ls(t, n);
      if (!Array.isArray(r) && !As.call(r, `data`) && !As.call(r, `errors`))
        throw new os(
          `Server response was malformed for query '${Array.isArray(e) ? e.map((e) => e.operationName) : e.operationName}'.`,
          { response: t, bodyText: n },
        );
      return r;
    });
}
var zs = {
    http: { includeQuery: !0, includeExtensions: !0, preserveHeaderCase: !1 },
    headers: {
      accept: `application/graphql-response+json,application/json;q=0.9`,
      'content-type': `application/json`,
    },
    options: { method: `POST` },
  },
  Bs = (e, t) => t(e);
function Vs(e, t, ...n) {
  let r = {},
    i = {};
  (n.forEach((e) => {
    ((r = { ...r, ...e.options, headers: { ...r.headers, ...e.headers } }),
      e.credentials && (r.credentials = e.credentials),
      (r.headers.accept = (e.http?.accept || []).concat(r.headers.accept).join(`,`)),
      (i = { ...i, ...e.http }));
  }),
    (r.headers = Hs(r.headers, i.preserveHeaderCase)));
  let { operationName: a, extensions: o, variables: s, query: c } = e,
    l = { operationName: a, variables: s };
  return (
    i.includeExtensions && Object.keys(o || {}).length && (l.extensions = o),
    i.includeQuery && (l.query = t(c, va)),
    { options: r, body: l }
  );
}
function Hs(e, t) {
  if (!t) {
    let t = {};
    return (
      Object.keys(Object(e)).forEach((n) => {
        t[n.toLowerCase()] = e[n];
      }),
      t
    );
  }
  let n = {};
  Object.keys(Object(e)).forEach((t) => {
    n[t.toLowerCase()] = { originalName: t, value: e[t] };
  });
  let r = {};
  return (
    Object.keys(n).forEach((e) => {
      r[n[e].originalName] = n[e].value;
    }),
    r
  );
}
var Us = (e, t) => e.getContext().uri || (typeof t == `function` ? t(e) : t || `/graphql`);
function Ws(e, t) {
  let n = [],
    r = (e, t) => {
      n.push(`${e}=${encodeURIComponent(t)}`);
    };
  if (
    (`query` in t && r(`query`, t.query),
    t.operationName && r(`operationName`, t.operationName),
    t.variables)
  ) {
    let e;
    try {
      e = JSON.stringify(t.variables);
    } catch (e) {
      return { parseError: e };
    }
    r(`variables`, e);
  }
  if (t.extensions) {
    let e;
    try {
      e = JSON.stringify(t.extensions);
    } catch (e) {
      return { parseError: e };
    }
    r(`extensions`, e);
  }
  let i = ``,
    a = e,
    o = e.indexOf(`#`);
  o !== -1 && ((i = e.substr(o)), (a = e.substr(0, o)));
  let s = a.indexOf(`?`) === -1 ? `?` : `&`;
  return { newURI: a + s + n.join(`&`) + i };
}
var Gs = i(() => fetch);
function Ks() {}
var qs = class extends J {
    constructor(e = {}) {
      let {
          uri: t = `/graphql`,
          fetch: n,
          print: r = Bs,
          includeExtensions: a,
          preserveHeaderCase: o,
          useGETForQueries: s,
          includeUnusedVariables: c = !1,
          ...l
        } = e,
        u = {
          http: V({ includeExtensions: a, preserveHeaderCase: o }),
          options: l.fetchOptions,
          credentials: l.credentials,
          headers: l.headers,
        };
      super((e) => {
        let a = Us(e, t),
          o = e.getContext(),
          l = { ...o.http };
        Ca(e.query) &&
          (l.accept = [
            `multipart/mixed;boundary=graphql;subscriptionSpec=1.0`,
            ...(l.accept || []),
          ]);
        let d = {
            http: l,
            options: o.fetchOptions,
            credentials: o.credentials,
            headers: o.headers,
          },
          { options: f, body: p } = Vs(e, r, zs, u, d);
        p.variables && !c && (p.variables = Da(p.variables, e.query));
        let m = new AbortController(),
          h = () => {
            m = void 0;
          };
        if (f.signal) {
          let e = f.signal,
            t = () => {
              m?.abort(e.reason);
            };
          (e.addEventListener(`abort`, t, { once: !0 }),
            (h = () => {
              (m?.signal.removeEventListener(`abort`, h),
                (m = void 0),
                e.removeEventListener(`abort`, t),
                (h = Ks));
            }),
            m.signal.addEventListener(`abort`, h, { once: !0 }));
        }
        return (
          (f.signal = m.signal),
          s && !Sa(e.query) && (f.method = `GET`),
          new A((t) => {
            if (f.method === `GET`) {
              let { newURI: e, parseError: t } = Ws(a, p);
              if (t) throw t;
              a = e;
            } else f.body = JSON.stringify(p);
            let r = n || i(() => fetch) || Gs,
              o = t.next.bind(t);
            return (
              r(a, f)
                .then((t) => {
                  e.setContext({ response: t });
                  let n = t.headers?.get(`content-type`);
                  return n !== null && /^multipart\/mixed/i.test(n) ? Ns(t, o) : Rs(e)(t).then(o);
                })
                .then(() => {
                  (h(), t.complete());
                })
                .catch((e) => {
                  (h(), t.error(e));
                }),
              () => {
                m && m.abort();
              }
            );
          })
        );
      });
    }
  },
  Js = class extends J {
    constructor(e = {}) {
      super((t, n) => {
        let r = t.client,
          i = r.queryManager.clientOptions,
          a = t.getContext();
        {
          let {
            name: n,
            version: r,
            transport: o = `headers`,
          } = V({}, i.clientAwareness, e.clientAwareness, a.clientAwareness);
          o === `headers` &&
            t.setContext(({ headers: e }) => ({
              headers: V({ 'apollographql-client-name': n, 'apollographql-client-version': r }, e),
            }));
        }
        {
          let { transport: n = `extensions` } = V(
            {},
            i.enhancedClientAwareness,
            e.enhancedClientAwareness,
          );
          (n === `extensions` &&
            (t.extensions = V(
              { clientLibrary: { name: `@apollo/client`, version: r.version } },
              t.extensions,
            )),
            n === `headers` &&
              t.setContext(({ headers: e }) => ({
                headers: V(
                  {
                    'apollographql-library-name': `@apollo/client`,
                    'apollographql-library-version': r.version,
                  },
                  e,
                ),
              })));
        }
        return n(t);
      });
    }
  },
  Ys = class extends J {
    constructor(e = {}) {
      let { left: t, right: n, request: r } = J.from([new Js(e), new qs(e)]);
      (super(r), Object.assign(this, { left: t, right: n }));
    }
  },
  Xs = class extends J {
    constructor(e) {
      super(
        (t, n) =>
          new A((r) => {
            let i, a, o;
            try {
              i = n(t).subscribe({
                next: (i) => {
                  let s = t.client.queryManager.incrementalHandler,
                    c = s.isIncrementalResult(i) ? s.extractErrors(i) : i.errors;
                  (c
                    ? (o = e({ error: new rs(i, c), result: i, operation: t, forward: n }))
                    : ls(i) &&
                      (o = e({ error: i.extensions[cs], result: i, operation: t, forward: n })),
                    (a = o?.subscribe(r)),
                    a || r.next(i));
                },
                error: (i) => {
                  ((o = e({ operation: t, error: us(i), forward: n })),
                    (a = o?.subscribe(r)),
                    a || r.error(i));
                },
                complete: () => {
                  o || r.complete();
                },
              });
            } catch (i) {
              (e({ error: us(i), operation: t, forward: n }), r.error(i));
            }
            return () => {
              (i && i.unsubscribe(), a && a.unsubscribe());
            };
          }),
      );
    }
  },
  Zs = class extends J {
    constructor(e) {
      super((t, n) => {
        let { ...r } = t;
        return (
          Object.defineProperty(r, 'client', { enumerable: !1, value: t.client }),
          new A((i) => {
            let a = !1;
            return (
              Promise.resolve(r)
                .then((n) => e(t.getContext(), n))
                .then(t.setContext)
                .then(() => {
                  a || n(t).subscribe(i);
                })
                .catch(i.error.bind(i)),
              () => {
                a = !0;
              }
            );
          })
        );
      });
    }
  },
  Qs = `serviceToken`,
  $s = `companyId`,
  ec = `schema`,
  tc = `database`;
function nc() {
  return window.localStorage.getItem(Qs);
}
function rc(e) {
  window.localStorage.setItem(Qs, e);
}
function ic() {
  window.localStorage.removeItem(Qs);
}
function ac(e) {
  let t = e.split(`.`)[1];
  if (!t) return null;
  try {
    let e = atob(t.replace(/-/g, `+`).replace(/_/g, `/`)),
      n = JSON.parse(e).exp;
    return typeof n == `number` ? n * 1e3 : null;
  } catch {
    return null;
  }
}
function oc(e, t = Date.now()) {
  if (!e) return !1;
  let n = ac(e);
  return n !== null && n > t;
}
function sc() {
  let e = window.sessionStorage.getItem($s),
    t = e === null ? NaN : Number(e);
  return Number.isInteger(t) && t > 0 ? t : null;
}
function cc({ companyId: e, schemaName: t, database: n }) {
  (window.sessionStorage.setItem($s, String(e)),
    window.sessionStorage.setItem(ec, t.toLowerCase()),
    window.sessionStorage.setItem(tc, n.toLowerCase()));
}
function lc() {
  for (let e of [$s, ec, tc]) window.sessionStorage.removeItem(e);
}
function uc() {
  let e = {},
    t = nc();
  t && (e.authorization = `Bearer ${t}`);
  let n = window.sessionStorage.getItem(ec),
    r = window.sessionStorage.getItem(tc);
  return (t && n && (e[`x-dts-schema`] = n), t && r && (e[`x-dts-database`] = r), e);
}
var dc = [
    `UNAUTHENTICATED`,
    `FORBIDDEN`,
    `NOT_FOUND`,
    `BAD_USER_INPUT`,
    `CONFLICT`,
    `TOO_MANY_REQUESTS`,
    `UPSTREAM_UNAVAILABLE`,
    `UPSTREAM_TIMEOUT`,
    `INTERNAL_SERVER_ERROR`,
  ],
  fc = n({
    UNAUTHENTICATED: {
      id: `error.unauthenticated`,
      defaultMessage: `Your session has ended. Please sign in again.`,
    },
    FORBIDDEN: { id: `error.forbidden`, defaultMessage: `You do not have permission to do that.` },
    NOT_FOUND: { id: `error.notFound`, defaultMessage: `We could not find what you asked for.` },
    BAD_USER_INPUT: {
      id: `error.badUserInput`,
      defaultMessage: `Some details are not valid. Please check the form.`,
    },
    CONFLICT: {
      id: `error.conflict`,
      defaultMessage: `This was changed by someone else or already exists.`,
    },
    TOO_MANY_REQUESTS: {
      id: `error.tooManyRequests`,
      defaultMessage: `Too many attempts. Please wait a few minutes and try again.`,
    },
    UPSTREAM_UNAVAILABLE: {
      id: `error.upstreamUnavailable`,
      defaultMessage: `A service is unavailable right now. Please try again shortly.`,
    },
    UPSTREAM_TIMEOUT: {
      id: `error.upstreamTimeout`,
      defaultMessage: `A service took too long to answer. Please try again.`,
    },
    INTERNAL_SERVER_ERROR: {
      id: `error.internal`,
      defaultMessage: `Something went wrong on our side. Please try again.`,
    },
    NETWORK: {
      id: `error.network`,
      defaultMessage: `Cannot reach the server. Check your connection.`,
    },
    UNKNOWN: { id: `error.unknown`, defaultMessage: `Something unexpected happened.` },
  });
function pc(e) {
  return fc[e];
}
function mc(e) {
  return dc.includes(e) ? e : `UNKNOWN`;
}
var hc = new Set();
function gc(e) {
  return (hc.add(e), () => hc.delete(e));
}
function _c(e) {
  for (let t of hc) t(e);
}
var vc = new Xs(({ error: e, operation: t }) => {
    let n = t.operationName ?? `anonymous`;
    if (t.getContext().quiet !== !0) {
      if (rs.is(e)) {
        let t = new Set(e.errors.map((e) => mc(e.extensions?.code)));
        for (let e of t) _c({ code: e, operationName: n });
      } else _c({ code: `NETWORK`, operationName: n });
    }
  }),
  yc = new Zs((e) => ({ headers: { ...e.headers, ...uc() } }));
function bc(e = `/graphql`) {
  return new ks({
    link: J.from([vc, yc, new Ys({ uri: e })]),
    cache: new Yo(),
    defaultOptions: { watchQuery: { fetchPolicy: `cache-and-network` } },
  });
}
var xc = {
  '\n  query CompanyList_MyCompanies {\n    myCompanies {\n      id\n      name\n      country\n      baseCurrency\n      role\n    }\n  }\n':
    {
      kind: `Document`,
      definitions: [
        {
          kind: `OperationDefinition`,
          operation: `query`,
          name: { kind: `Name`, value: `CompanyList_MyCompanies` },
          selectionSet: {
            kind: `SelectionSet`,
            selections: [
              {
                kind: `Field`,
                name: { kind: `Name`, value: `myCompanies` },
                selectionSet: {
                  kind: `SelectionSet`,
                  selections: [
                    { kind: `Field`, name: { kind: `Name`, value: `id` } },
                    { kind: `Field`, name: { kind: `Name`, value: `name` } },
                    { kind: `Field`, name: { kind: `Name`, value: `country` } },
                    { kind: `Field`, name: { kind: `Name`, value: `baseCurrency` } },
                    { kind: `Field`, name: { kind: `Name`, value: `role` } },
                  ],
                },
              },
            ],
          },
        },
      ],
    },
  '\n  query CompanyHome_Company($companyId: Int!) {\n    company(id: $companyId) {\n      id\n      name\n      country\n      baseCurrency\n    }\n    toolSubscriptions(companyId: $companyId) {\n      toolId\n      toolName\n      toolPrefix\n      isLicensable\n      hasAccess\n      isSubscribed\n    }\n  }\n':
    {
      kind: `Document`,
      definitions: [
        {
          kind: `OperationDefinition`,
          operation: `query`,
          name: { kind: `Name`, value: `CompanyHome_Company` },
          variableDefinitions: [
            {
              kind: `VariableDefinition`,
              variable: { kind: `Variable`, name: { kind: `Name`, value: `companyId` } },
              type: {
                kind: `NonNullType`,
                type: { kind: `NamedType`, name: { kind: `Name`, value: `Int` } },
              },
            },
          ],
          selectionSet: {
            kind: `SelectionSet`,
            selections: [
              {
                kind: `Field`,
                name: { kind: `Name`, value: `company` },
                arguments: [
                  {
                    kind: `Argument`,
                    name: { kind: `Name`, value: `id` },
                    value: { kind: `Variable`, name: { kind: `Name`, value: `companyId` } },
                  },
                ],
                selectionSet: {
                  kind: `SelectionSet`,
                  selections: [
                    { kind: `Field`, name: { kind: `Name`, value: `id` } },
                    { kind: `Field`, name: { kind: `Name`, value: `name` } },
                    { kind: `Field`, name: { kind: `Name`, value: `country` } },
                    { kind: `Field`, name: { kind: `Name`, value: `baseCurrency` } },
                  ],
                },
              },
              {
                kind: `Field`,
                name: { kind: `Name`, value: `toolSubscriptions` },
                arguments: [
                  {
                    kind: `Argument`,
                    name: { kind: `Name`, value: `companyId` },
                    value: { kind: `Variable`, name: { kind: `Name`, value: `companyId` } },
                  },
                ],
                selectionSet: {
                  kind: `SelectionSet`,
                  selections: [
                    { kind: `Field`, name: { kind: `Name`, value: `toolId` } },
                    { kind: `Field`, name: { kind: `Name`, value: `toolName` } },
                    { kind: `Field`, name: { kind: `Name`, value: `toolPrefix` } },
                    { kind: `Field`, name: { kind: `Name`, value: `isLicensable` } },
                    { kind: `Field`, name: { kind: `Name`, value: `hasAccess` } },
                    { kind: `Field`, name: { kind: `Name`, value: `isSubscribed` } },
                  ],
                },
              },
            ],
          },
        },
      ],
    },
  '\n  query Header_MyCompanies {\n    myCompanies {\n      id\n      name\n    }\n  }\n': {
    kind: `Document`,
    definitions: [
      {
        kind: `OperationDefinition`,
        operation: `query`,
        name: { kind: `Name`, value: `Header_MyCompanies` },
        selectionSet: {
          kind: `SelectionSet`,
          selections: [
            {
              kind: `Field`,
              name: { kind: `Name`, value: `myCompanies` },
              selectionSet: {
                kind: `SelectionSet`,
                selections: [
                  { kind: `Field`, name: { kind: `Name`, value: `id` } },
                  { kind: `Field`, name: { kind: `Name`, value: `name` } },
                ],
              },
            },
          ],
        },
      },
    ],
  },
  '\n  query Header_ToolSubscriptions($companyId: Int) {\n    toolSubscriptions(companyId: $companyId) {\n      toolId\n      toolName\n      toolPrefix\n      isLicensable\n      hasAccess\n      isSubscribed\n    }\n  }\n':
    {
      kind: `Document`,
      definitions: [
        {
          kind: `OperationDefinition`,
          operation: `query`,
          name: { kind: `Name`, value: `Header_ToolSubscriptions` },
          variableDefinitions: [
            {
              kind: `VariableDefinition`,
              variable: { kind: `Variable`, name: { kind: `Name`, value: `companyId` } },
              type: { kind: `NamedType`, name: { kind: `Name`, value: `Int` } },
            },
          ],
          selectionSet: {
            kind: `SelectionSet`,
            selections: [
              {
                kind: `Field`,
                name: { kind: `Name`, value: `toolSubscriptions` },
                arguments: [
                  {
                    kind: `Argument`,
                    name: { kind: `Name`, value: `companyId` },
                    value: { kind: `Variable`, name: { kind: `Name`, value: `companyId` } },
                  },
                ],
                selectionSet: {
                  kind: `SelectionSet`,
                  selections: [
                    { kind: `Field`, name: { kind: `Name`, value: `toolId` } },
                    { kind: `Field`, name: { kind: `Name`, value: `toolName` } },
                    { kind: `Field`, name: { kind: `Name`, value: `toolPrefix` } },
                    { kind: `Field`, name: { kind: `Name`, value: `isLicensable` } },
                    { kind: `Field`, name: { kind: `Name`, value: `hasAccess` } },
                    { kind: `Field`, name: { kind: `Name`, value: `isSubscribed` } },
                  ],
                },
              },
            ],
          },
        },
      ],
    },
  '\n  mutation Header_RequestToolSubscription($companyId: Int!, $toolId: Int!) {\n    requestToolSubscription(companyId: $companyId, toolId: $toolId) {\n      id\n      status\n    }\n  }\n':
    {
      kind: `Document`,
      definitions: [
        {
          kind: `OperationDefinition`,
          operation: `mutation`,
          name: { kind: `Name`, value: `Header_RequestToolSubscription` },
          variableDefinitions: [
            {
              kind: `VariableDefinition`,
              variable: { kind: `Variable`, name: { kind: `Name`, value: `companyId` } },
              type: {
                kind: `NonNullType`,
                type: { kind: `NamedType`, name: { kind: `Name`, value: `Int` } },
              },
            },
            {
              kind: `VariableDefinition`,
              variable: { kind: `Variable`, name: { kind: `Name`, value: `toolId` } },
              type: {
                kind: `NonNullType`,
                type: { kind: `NamedType`, name: { kind: `Name`, value: `Int` } },
              },
            },
          ],
          selectionSet: {
            kind: `SelectionSet`,
            selections: [
              {
                kind: `Field`,
                name: { kind: `Name`, value: `requestToolSubscription` },
                arguments: [
                  {
                    kind: `Argument`,
                    name: { kind: `Name`, value: `companyId` },
                    value: { kind: `Variable`, name: { kind: `Name`, value: `companyId` } },
                  },
                  {
                    kind: `Argument`,
                    name: { kind: `Name`, value: `toolId` },
                    value: { kind: `Variable`, name: { kind: `Name`, value: `toolId` } },
                  },
                ],
                selectionSet: {
                  kind: `SelectionSet`,
                  selections: [
                    { kind: `Field`, name: { kind: `Name`, value: `id` } },
                    { kind: `Field`, name: { kind: `Name`, value: `status` } },
                  ],
                },
              },
            ],
          },
        },
      ],
    },
  '\n  mutation AccountSettings_UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      userName\n      email\n      firstName\n      lastName\n      isPlatformAdmin\n    }\n  }\n':
    {
      kind: `Document`,
      definitions: [
        {
          kind: `OperationDefinition`,
          operation: `mutation`,
          name: { kind: `Name`, value: `AccountSettings_UpdateProfile` },
          variableDefinitions: [
            {
              kind: `VariableDefinition`,
              variable: { kind: `Variable`, name: { kind: `Name`, value: `input` } },
              type: {
                kind: `NonNullType`,
                type: { kind: `NamedType`, name: { kind: `Name`, value: `UpdateProfileInput` } },
              },
            },
          ],
          selectionSet: {
            kind: `SelectionSet`,
            selections: [
              {
                kind: `Field`,
                name: { kind: `Name`, value: `updateProfile` },
                arguments: [
                  {
                    kind: `Argument`,
                    name: { kind: `Name`, value: `input` },
                    value: { kind: `Variable`, name: { kind: `Name`, value: `input` } },
                  },
                ],
                selectionSet: {
                  kind: `SelectionSet`,
                  selections: [
                    { kind: `Field`, name: { kind: `Name`, value: `id` } },
                    { kind: `Field`, name: { kind: `Name`, value: `userName` } },
                    { kind: `Field`, name: { kind: `Name`, value: `email` } },
                    { kind: `Field`, name: { kind: `Name`, value: `firstName` } },
                    { kind: `Field`, name: { kind: `Name`, value: `lastName` } },
                    { kind: `Field`, name: { kind: `Name`, value: `isPlatformAdmin` } },
                  ],
                },
              },
            ],
          },
        },
      ],
    },
  '\n  mutation AccountSettings_ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n':
    {
      kind: `Document`,
      definitions: [
        {
          kind: `OperationDefinition`,
          operation: `mutation`,
          name: { kind: `Name`, value: `AccountSettings_ChangePassword` },
          variableDefinitions: [
            {
              kind: `VariableDefinition`,
              variable: { kind: `Variable`, name: { kind: `Name`, value: `currentPassword` } },
              type: {
                kind: `NonNullType`,
                type: { kind: `NamedType`, name: { kind: `Name`, value: `String` } },
              },
            },
            {
              kind: `VariableDefinition`,
              variable: { kind: `Variable`, name: { kind: `Name`, value: `newPassword` } },
              type: {
                kind: `NonNullType`,
                type: { kind: `NamedType`, name: { kind: `Name`, value: `String` } },
              },
            },
          ],
          selectionSet: {
            kind: `SelectionSet`,
            selections: [
              {
                kind: `Field`,
                name: { kind: `Name`, value: `changePassword` },
                arguments: [
                  {
                    kind: `Argument`,
                    name: { kind: `Name`, value: `currentPassword` },
                    value: { kind: `Variable`, name: { kind: `Name`, value: `currentPassword` } },
                  },
                  {
                    kind: `Argument`,
                    name: { kind: `Name`, value: `newPassword` },
                    value: { kind: `Variable`, name: { kind: `Name`, value: `newPassword` } },
                  },
                ],
              },
            ],
          },
        },
      ],
    },
  '\n  mutation Login_Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      expiresAt\n      user {\n        id\n        userName\n        email\n        firstName\n        lastName\n        isPlatformAdmin\n      }\n    }\n  }\n':
    {
      kind: `Document`,
      definitions: [
        {
          kind: `OperationDefinition`,
          operation: `mutation`,
          name: { kind: `Name`, value: `Login_Login` },
          variableDefinitions: [
            {
              kind: `VariableDefinition`,
              variable: { kind: `Variable`, name: { kind: `Name`, value: `username` } },
              type: {
                kind: `NonNullType`,
                type: { kind: `NamedType`, name: { kind: `Name`, value: `String` } },
              },
            },
            {
              kind: `VariableDefinition`,
              variable: { kind: `Variable`, name: { kind: `Name`, value: `password` } },
              type: {
                kind: `NonNullType`,
                type: { kind: `NamedType`, name: { kind: `Name`, value: `String` } },
              },
            },
          ],
          selectionSet: {
            kind: `SelectionSet`,
            selections: [
              {
                kind: `Field`,
                name: { kind: `Name`, value: `login` },
                arguments: [
                  {
                    kind: `Argument`,
                    name: { kind: `Name`, value: `username` },
                    value: { kind: `Variable`, name: { kind: `Name`, value: `username` } },
                  },
                  {
                    kind: `Argument`,
                    name: { kind: `Name`, value: `password` },
                    value: { kind: `Variable`, name: { kind: `Name`, value: `password` } },
                  },
                ],
                selectionSet: {
                  kind: `SelectionSet`,
                  selections: [
                    { kind: `Field`, name: { kind: `Name`, value: `accessToken` } },
                    { kind: `Field`, name: { kind: `Name`, value: `expiresAt` } },
                    {
                      kind: `Field`,
                      name: { kind: `Name`, value: `user` },
                      selectionSet: {
                        kind: `SelectionSet`,
                        selections: [
                          { kind: `Field`, name: { kind: `Name`, value: `id` } },
                          { kind: `Field`, name: { kind: `Name`, value: `userName` } },
                          { kind: `Field`, name: { kind: `Name`, value: `email` } },
                          { kind: `Field`, name: { kind: `Name`, value: `firstName` } },
                          { kind: `Field`, name: { kind: `Name`, value: `lastName` } },
                          { kind: `Field`, name: { kind: `Name`, value: `isPlatformAdmin` } },
                        ],
                      },
                    },
                  ],
                },
              },
            ],
          },
        },
      ],
    },
  '\n  query Session_Me {\n    me {\n      id\n      userName\n      email\n      firstName\n      lastName\n      isPlatformAdmin\n    }\n  }\n':
    {
      kind: `Document`,
      definitions: [
        {
          kind: `OperationDefinition`,
          operation: `query`,
          name: { kind: `Name`, value: `Session_Me` },
          selectionSet: {
            kind: `SelectionSet`,
            selections: [
              {
                kind: `Field`,
                name: { kind: `Name`, value: `me` },
                selectionSet: {
                  kind: `SelectionSet`,
                  selections: [
                    { kind: `Field`, name: { kind: `Name`, value: `id` } },
                    { kind: `Field`, name: { kind: `Name`, value: `userName` } },
                    { kind: `Field`, name: { kind: `Name`, value: `email` } },
                    { kind: `Field`, name: { kind: `Name`, value: `firstName` } },
                    { kind: `Field`, name: { kind: `Name`, value: `lastName` } },
                    { kind: `Field`, name: { kind: `Name`, value: `isPlatformAdmin` } },
                  ],
                },
              },
            ],
          },
        },
      ],
    },
  '\n  mutation Session_ChooseCompany($companyId: Int!) {\n    chooseCompany(companyId: $companyId) {\n      accessToken\n      expiresAt\n      permissions\n      schemaName\n      database\n      company {\n        id\n        name\n        country\n        baseCurrency\n      }\n    }\n  }\n':
    {
      kind: `Document`,
      definitions: [
        {
          kind: `OperationDefinition`,
          operation: `mutation`,
          name: { kind: `Name`, value: `Session_ChooseCompany` },
          variableDefinitions: [
            {
              kind: `VariableDefinition`,
              variable: { kind: `Variable`, name: { kind: `Name`, value: `companyId` } },
              type: {
                kind: `NonNullType`,
                type: { kind: `NamedType`, name: { kind: `Name`, value: `Int` } },
              },
            },
          ],
          selectionSet: {
            kind: `SelectionSet`,
            selections: [
              {
                kind: `Field`,
                name: { kind: `Name`, value: `chooseCompany` },
                arguments: [
                  {
                    kind: `Argument`,
                    name: { kind: `Name`, value: `companyId` },
                    value: { kind: `Variable`, name: { kind: `Name`, value: `companyId` } },
                  },
                ],
                selectionSet: {
                  kind: `SelectionSet`,
                  selections: [
                    { kind: `Field`, name: { kind: `Name`, value: `accessToken` } },
                    { kind: `Field`, name: { kind: `Name`, value: `expiresAt` } },
                    { kind: `Field`, name: { kind: `Name`, value: `permissions` } },
                    { kind: `Field`, name: { kind: `Name`, value: `schemaName` } },
                    { kind: `Field`, name: { kind: `Name`, value: `database` } },
                    {
                      kind: `Field`,
                      name: { kind: `Name`, value: `company` },
                      selectionSet: {
                        kind: `SelectionSet`,
                        selections: [
                          { kind: `Field`, name: { kind: `Name`, value: `id` } },
                          { kind: `Field`, name: { kind: `Name`, value: `name` } },
                          { kind: `Field`, name: { kind: `Name`, value: `country` } },
                          { kind: `Field`, name: { kind: `Name`, value: `baseCurrency` } },
                        ],
                      },
                    },
                  ],
                },
              },
            ],
          },
        },
      ],
    },
  '\n  mutation Session_Logout {\n    logout\n  }\n': {
    kind: `Document`,
    definitions: [
      {
        kind: `OperationDefinition`,
        operation: `mutation`,
        name: { kind: `Name`, value: `Session_Logout` },
        selectionSet: {
          kind: `SelectionSet`,
          selections: [{ kind: `Field`, name: { kind: `Name`, value: `logout` } }],
        },
      },
    ],
  },
};
function Sc(e) {
  return xc[e] ?? {};
}
var Cc = Sc(`
  query Session_Me {
    me {
      id
      userName
      email
      firstName
      lastName
      isPlatformAdmin
    }
  }
`),
  wc = Sc(`
  mutation Session_ChooseCompany($companyId: Int!) {
    chooseCompany(companyId: $companyId) {
      accessToken
      expiresAt
      permissions
      schemaName
      database
      company {
        id
        name
        country
        baseCurrency
      }
    }
  }
`),
  Tc = Sc(`
  mutation Session_Logout {
    logout
  }
`),
  Ec = r(),
  Dc = (0, o.createContext)(null);
function Oc() {
  return oc(nc()) ? `signedIn` : (ic(), lc(), `signedOut`);
}
function kc({ children: e }) {
  let t = ae(),
    [n, r] = (0, o.useState)(Oc),
    [i, a] = (0, o.useState)(null),
    [s, c] = (0, o.useState)(() => (n === `signedIn` ? sc() : null)),
    [l, u] = (0, o.useState)(null),
    [d, f] = (0, o.useState)([]),
    p = (0, o.useRef)(null),
    m = (0, o.useCallback)(() => {
      (ic(), lc(), a(null), c(null), u(null), f([]), r(`signedOut`), t.clearStore());
    }, [t]),
    h = (0, o.useCallback)(
      (e) => {
        let n = t
          .mutate({ mutation: wc, variables: { companyId: e } })
          .then(({ data: e }) => {
            let t = e?.chooseCompany;
            return t
              ? (rc(t.accessToken),
                cc({ companyId: t.company.id, schemaName: t.schemaName, database: t.database }),
                c(t.company.id),
                u(t.company),
                f(t.permissions),
                !0)
              : !1;
          })
          .catch(() => !1);
        return ((p.current = n), n);
      },
      [t],
    ),
    g = (0, o.useCallback)(() => {
      t.query({ query: Cc, fetchPolicy: `network-only` })
        .then(({ data: e }) => {
          e && a(e.me);
        })
        .catch(() => void 0);
    }, [t]),
    _ = (0, o.useRef)(!1);
  ((0, o.useEffect)(() => {
    if (_.current || n !== `signedIn`) return;
    ((_.current = !0), g());
    let e = sc();
    e !== null && h(e);
  }, [n, g, h]),
    (0, o.useEffect)(
      () =>
        gc(({ code: e }) => {
          e === `UNAUTHENTICATED` && m();
        }),
      [m],
    ));
  let ee = (0, o.useCallback)((e, t) => {
      (lc(), rc(e), (_.current = !0), a(t), c(null), u(null), f([]), r(`signedIn`));
    }, []),
    v = (0, o.useCallback)(async () => {
      try {
        await t.mutate({ mutation: Tc, context: { quiet: !0 } });
      } catch (e) {
        console.warn(`logout failed`, e);
      }
      ((_.current = !1), m());
    }, [t, m]),
    te = (0, o.useMemo)(
      () => ({
        status: n,
        user: i,
        companyId: s,
        company: l,
        permissions: d,
        signIn: ee,
        selectCompany: h,
        signOut: v,
      }),
      [n, i, s, l, d, ee, h, v],
    );
  return (0, Ec.jsx)(Dc.Provider, { value: te, children: e });
}
function Ac() {
  let e = (0, o.useContext)(Dc);
  if (!e) throw Error(`useSession must be used inside SessionProvider`);
  return e;
}
export {
  i as C,
  h as S,
  D as _,
  gc as a,
  ae as b,
  da as c,
  Bi as d,
  $n as f,
  E as g,
  Ut as h,
  bc as i,
  Ui as l,
  Gt as m,
  kc as n,
  pc as o,
  hn as p,
  Sc as r,
  $ as s,
  Ac as t,
  Hi as u,
  O as v,
  ie as x,
  y,
};
