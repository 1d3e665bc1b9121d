"""The documents of the differential check (Scripts/schema_differential.py): PayPal's OpenAPI request schemas read
as JSON Schema (`Spec`), and the base document's scaffolds and one-constraint mutations (`Mutator`). How the check
uses them, and how to read its output: the docstring of schema_differential.py."""
import collections, copy, json, re

import jsonschema, referencing
from referencing.jsonschema import DRAFT4
try:
    import re._parser as sre  # Python 3.11+
except ImportError:  # pragma: no cover
    import sre_parse as sre

PROBE = "aA1x0-_ .!#~é"  # characters tried when a string must (not) match a pattern
FORMAT_SEEDS = {"uri": "https://example.com/a", "email": "buyer@example.com", "date-time": "2026-01-15T10:00:00Z",
                "ppaas_date_time_v3": "2026-01-15T10:00:00Z", "ppaas_date_notime_v2": "1990-01-15",
                "ppaas_ip_address_v1": "203.0.113.7"}
TYPES = {"string": str, "integer": int, "number": (int, float), "boolean": bool, "object": dict, "array": list}
WRONG = {"string": 1, "integer": "1", "number": "1", "boolean": "true", "object": [], "array": {}}
CATEGORIES = {sre.CATEGORY_DIGIT: r"\d", sre.CATEGORY_WORD: r"\w", sre.CATEGORY_SPACE: r"\s",
              sre.CATEGORY_NOT_DIGIT: r"\D", sre.CATEGORY_NOT_WORD: r"\W", sre.CATEGORY_NOT_SPACE: r"\S"}


def pointer(tokens):
    return "".join("/" + str(t).replace("~", "~0").replace("/", "~1") for t in tokens)


def shape(tokens):
    """The pointer with array indexes as *: each place in the schema is mutated once."""
    return pointer("*" if isinstance(t, int) else t for t in tokens)


def get(document, tokens):
    for t in tokens:
        document = document[t]
    return document


def derive(document, tokens, value, remove=False):
    """A copy of the document with the value at tokens replaced, added or removed."""
    if not tokens:
        return value
    document = copy.deepcopy(document)
    holder = get(document, tokens[:-1])
    holder.pop(tokens[-1]) if remove else holder.__setitem__(tokens[-1], value)
    return document


def type_ok(value, t):
    return isinstance(value, TYPES.get(t, object)) and not (t in ("integer", "number") and isinstance(value, bool))


def search(pattern, text):
    try:
        return re.search(pattern, text) is not None
    except re.error:
        return True  # dropped from the schema: it constrains nothing


def satisfies(value, kw):
    """Whether a scalar meets every constraint of a merged schema (what jsonschema checks, formats aside)."""
    if kw.get("type") and not type_ok(value, kw["type"]) or "enum" in kw and value not in kw["enum"]:
        return False
    if isinstance(value, str):
        return kw.get("minLength", 0) <= len(value) <= kw.get("maxLength", len(value)) and \
            search(kw.get("pattern", ""), value)
    return not type_ok(value, "number") or kw.get("minimum", value) <= value <= kw.get("maximum", value)


class Spec:
    """One OpenAPI document: merged views of its schemas, and the registry jsonschema resolves refs through."""

    def __init__(self, path):
        self.name, self.doc = path.name, json.loads(path.read_text(encoding="utf-8"))
        self.schemas, self.uri = self.doc["components"]["schemas"], "urn:ppdata-openapi:" + path.name
        self.bad_patterns, self.roots, self.views = {}, {}, {}

    def view(self, schema, context=""):
        """$ref followed, allOf merged: props (name -> (schema, declaring schema)), required, kw, component, ro."""
        key = (id(schema), context)
        if key not in self.views:
            v = {"props": {}, "required": set(), "kw": {}, "component": None, "ro": bool(schema.get("readOnly"))}
            self._merge(schema, context, v)
            self.views[key] = dict(v, schema=schema)  # holds the schema, so that its id() is not reused
        return self.views[key]

    def _merge(self, s, owner, v):
        while "$ref" in s:
            if not s["$ref"].startswith("#/components/schemas/"):
                raise SystemExit(f"{self.name}: unsupported $ref {s['$ref']}")
            owner = s["$ref"].rsplit("/", 1)[1]
            v["component"], s = v["component"] or owner, self.schemas[owner]
        v["ro"] |= bool(s.get("readOnly"))
        for name, prop in s.get("properties", {}).items():
            v["props"].setdefault(name, (prop, owner))
        v["required"].update(s.get("required", ()))
        for k, value in s.items():
            if k not in ("properties", "required", "allOf", "description", "title", "readOnly"):
                v["kw"].setdefault(k, value)
        for part in s.get("allOf", ()):
            self._merge(part, owner, v)

    def convert(self, node):
        """An OpenAPI schema as JSON Schema: readOnly members not required, patterns Python rejects dropped."""
        if not isinstance(node, dict):
            return [self.convert(x) for x in node] if isinstance(node, list) else node
        out = {}
        for k, value in node.items():
            if k == "properties":
                out[k] = {n: self.convert(s) for n, s in value.items()}
            elif k == "required" and isinstance(value, list):
                props = self.view(node)["props"]
                out[k] = [n for n in value if n not in props or not self.view(props[n][0])["ro"]] or None
            elif k == "pattern":
                try:
                    out[k] = re.compile(value).pattern
                except re.error as error:
                    self.bad_patterns[value] = f"not a Python regex ({error})"
            else:
                out[k] = self.convert(value) if k in ("items", "allOf", "anyOf", "oneOf", "not") else value
        return {k: v for k, v in out.items() if v is not None or k != "required"}

    def request(self, kind, method, path):
        """The request-body schema of an endpoint, and the spec's examples of that body."""
        body = self.doc["paths"][path][method]["requestBody"]
        if "$ref" in body:
            body = self.doc["components"]["requestBodies"][body["$ref"].rsplit("/", 1)[1]]
        media = body["content"]["application/json"]
        self.roots[kind], root = media["schema"], self.view(media["schema"])["kw"]
        examples = [e["value"] for e in media.get("examples", {}).values() if "value" in e]
        return media["schema"], examples + [s["example"] for s in (media, root) if "example" in s]

    def validator(self, kind):
        document = {"components": {"schemas": self.convert(self.schemas)},
                    "roots": {k: self.convert(s) for k, s in self.roots.items()}}
        registry = referencing.Registry().with_resource(self.uri, DRAFT4.create_resource(document))
        return jsonschema.Draft4Validator({"$ref": f"{self.uri}#/roots/{kind}"}, registry=registry)

    def locate(self, root, tokens):
        """(declaring schema, member, member's component, member's schema, context) of the value at tokens."""
        schema, owner, member, context = root, self.view(root)["component"] or "", "", ""
        for t in tokens:
            v = self.view(schema, context)
            if isinstance(t, int) or "items" in v["kw"]:
                schema = v["kw"].get("items", {})
            elif t in v["props"]:
                context = v["component"] or f"{owner}.{member}"
                (schema, owner), member = v["props"][t], t
            else:
                return v["component"] or f"{owner}.{member}", t, "", {}, context
        return owner, member, self.view(schema, context)["component"] or "", schema, context

    def seeds(self, documents):
        """Scalars by member name, from the given documents and the spec's request examples: realistic values."""
        seeds, stack = collections.defaultdict(list), [("", d) for d in documents]
        for op in (o for ops in self.doc["paths"].values() for o in ops.values() if isinstance(o, dict)):
            examples = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("examples", {})
            stack += [("", e.get("value")) for e in examples.values()]
        while stack:
            name, value = stack.pop()
            if isinstance(value, (dict, list)):
                stack += value.items() if isinstance(value, dict) else [(name, v) for v in value]
            elif value not in seeds[name]:
                seeds[name].insert(0, value)
        return seeds


def generate(tree):
    """A short string a parsed regex matches: each repeat at its minimum, each alternation's first branch."""
    def pick(items):
        negate = any(op is sre.NEGATE for op, _ in items)
        inside = lambda c: any(op is sre.LITERAL and ord(c) == av or op is sre.RANGE and av[0] <= ord(c) <= av[1]
                               or op is sre.CATEGORY and re.fullmatch(CATEGORIES.get(av, "(?!)"), c)
                               for op, av in items)
        return next((c for c in PROBE + "Z9@" if inside(c) != negate), "a")
    out = []
    for op, av in tree:
        if op is sre.LITERAL:
            out.append(chr(av))
        elif op in (sre.NOT_LITERAL, sre.ANY, sre.IN):
            out.append(pick(av) if op is sre.IN else "b" if av != ord("b") else "c")
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
            out.append(generate(av[2]) * av[0])
        elif op in (sre.SUBPATTERN, sre.BRANCH):
            out.append(generate(av[-1] if op is sre.SUBPATTERN else av[1][0]))
    return "".join(out)


def string_of_length(pattern, length, like=""):
    """A string of exactly `length` characters that the pattern matches (re.search), close to `like`; or None."""
    cands = [like + like[-1:] * (length - len(like)), like[:1] * (length - len(like)) + like, like[:length]]
    cands += [c * length for c in PROBE]
    if pattern:
        try:
            base = generate(sre.parse(pattern))
        except (re.error, RecursionError, OverflowError):
            return None
        cands += [base + c * (length - len(base)) for c in PROBE] + [c * (length - len(base)) + base for c in PROBE]
    return next((c for c in cands if len(c) == length >= 0 and (not pattern or search(pattern, c))), None)


def value_mutations(kw, value):
    """(keyword, bad value) pairs, each breaking one constraint of the value's schema and keeping the others."""
    t, out = kw.get("type"), []
    out += [("type", WRONG[t])] if t in WRONG else []
    if "enum" in kw and isinstance(value, str):
        rest = {k: v for k, v in kw.items() if k != "enum"}
        cands = [value.lower(), value.upper(), value + "_X", "X" * len(value), "NOT_IN_ENUM"]
        out.append(("enum", next((c for c in cands if c not in kw["enum"] and satisfies(c, rest)), "NOT_IN_ENUM")))
    if isinstance(value, str):
        low, high, pattern = kw.get("minLength", 0), kw.get("maxLength"), kw.get("pattern")
        if high is not None:
            out.append(("maxLength", string_of_length(pattern, high + 1, value) or "x" * (high + 1)))
        out += [("minLength", string_of_length(pattern, low - 1, value) or "x" * (low - 1))] if low > 0 else []
        fit = max(low, min(len(value), high or len(value)), 1)
        cands = [value + "!", "!" + value] + [c * fit for c in "!#~ .é-"] if pattern else []
        bad = next((c for c in cands if satisfies(c, {**kw, "pattern": ""}) and not search(pattern, c)), None)
        out += [("pattern", bad)] if bad is not None else []
    if type_ok(value, "number"):
        out += [(k, kw[k] + d) for k, d in (("maximum", 1), ("minimum", -1)) if k in kw]
    return out


class Mutator:
    """Walks a kind's request schema over its base document, building scaffolds and one-constraint mutations."""

    def __init__(self, spec, root, seeds, max_depth):
        self.spec, self.root, self.seeds, self.max_depth = spec, root, seeds, max_depth
        self.docs, self.keys, self.placed, self.unbuilt, self.patterns = [], set(), set(), set(), {}

    def run(self, base):
        self.docs = [{"origin": "base", "label": "base document", "doc": base, "parent": None}]
        for adding in (False, True):  # present members first, so real values are mutated rather than built ones
            self.walk(0, [], self.root, "", "", adding, frozenset())
        return self.docs

    def emit(self, origin, label, parent, tokens, value, remove=False):
        document = derive(self.docs[parent]["doc"], tokens, value, remove)
        self.docs.append({"origin": origin, "label": label, "doc": document, "parent": parent})
        return len(self.docs) - 1

    def mutate(self, parent, tokens, keyword, bad, remove=False):
        if (shape(tokens), keyword) not in self.keys:
            self.keys.add((shape(tokens), keyword))
            label = f"{keyword}: {'removed' if remove else json.dumps(bad, ensure_ascii=False)[:40]}"
            self.emit("mutation", label, parent, tokens, bad, remove)

    def walk(self, parent, tokens, schema, context, member, adding, stack):
        """Mutates the value at tokens of the parent document, then walks into it."""
        v, value = self.spec.view(schema, context), get(self.docs[parent]["doc"], tokens)
        self.placed.add(shape(tokens))
        for keyword, bad in value_mutations(v["kw"], value):
            self.mutate(parent, tokens, keyword, bad)
        if len(tokens) >= self.max_depth:
            return
        if isinstance(value, list):
            high, low = v["kw"].get("maxItems"), v["kw"].get("minItems", 0)
            if high is not None and value:
                self.mutate(parent, tokens, "maxItems", value + [value[0]] * (high + 1 - len(value)))
            if low > 0:
                self.mutate(parent, tokens, "minItems", value[:low - 1])
            for i in range(len(value)):
                self.walk(parent, tokens + [i], v["kw"].get("items", {}), context, member, adding, stack)
        elif isinstance(value, dict) and v["props"]:
            self.walk_object(parent, tokens, v, value, v["component"] or f"{context}.{member}", adding,
                             stack | {v["component"]})

    def walk_object(self, parent, tokens, v, value, context, adding, stack):
        """Removes each required member; walks the present members and, when adding, the absent ones built."""
        for name in sorted(n for n in v["required"] if n in value):
            if not self.spec.view(v["props"].get(name, ({},))[0])["ro"]:
                self.mutate(parent, tokens + [name], "required", None, remove=True)
        for name, (schema, owner) in v["props"].items():
            pv, child = self.spec.view(schema, context), tokens + [name]
            if isinstance(pv["kw"].get("pattern"), str):
                self.patterns.setdefault(pv["kw"]["pattern"], set()).add(f"{owner}.{name}")
            if pv["ro"] or not (pv["kw"] or pv["props"]):
                continue  # read-only (ppdata accepts response members), or a schema that takes anything
            if name in value:
                self.walk(parent, child, schema, context, name, adding, stack)
            elif adding and pv["component"] not in stack and shape(child) not in self.placed:
                self.placed.add(shape(child))
                built = self.build(schema, context, name, stack)
                if built is None:
                    self.unbuilt.add(f"{owner}.{name}")
                else:  # the parent of its mutations: what ppdata says of the valid value is not counted
                    here = self.emit("scaffold", f"added {pointer(child)}", parent, child, built)
                    self.walk(here, child, schema, context, name, adding, stack)

    def build(self, schema, context, name, stack, depth=0):
        """A valid value for a schema: a seed if one fits, else the smallest that meets the constraints; or None."""
        v = self.spec.view(schema, context)
        kw, t = v["kw"], v["kw"].get("type") or ("object" if v["props"] else None)
        for seed in self.seeds.get(name, []) + kw.get("enum", []) + [FORMAT_SEEDS.get(kw.get("format"))]:
            if seed is not None and t not in ("object", "array") and satisfies(seed, kw):
                return seed
        if t == "object" and v["component"] not in stack and depth < 8:
            inner, obj = v["component"] or f"{context}.{name}", {}
            for n in sorted(v["required"]):
                prop = v["props"].get(n, ({},))[0]
                if not self.spec.view(prop)["ro"]:
                    obj[n] = self.build(prop, inner, n, stack | {v["component"]}, depth + 1)
                    if obj[n] is None:
                        return None
            return obj
        if t == "array":
            item = self.build(kw.get("items", {}), context, name, stack, depth + 1)
            return None if item is None else [copy.deepcopy(item) for _ in range(max(kw.get("minItems", 0), 1))]
        if t == "string":
            low = max(kw.get("minLength", 0), 1)
            lengths = range(low, min(kw.get("maxLength", 99), low + 40) + 1)
            return next((s for s in (string_of_length(kw.get("pattern"), n) for n in lengths)
                         if s is not None and satisfies(s, kw)), None)
        return {"integer": kw.get("minimum", 1), "number": kw.get("minimum", 1), "boolean": True}.get(t)
