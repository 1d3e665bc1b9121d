"""Differential check: does ppdata find every violation of PayPal's own OpenAPI request schemas?

Checker: jsonschema's Draft4Validator on each kind's request-body schema (KINDS; Data/openapi/). OpenAPI 3.0's schema
object is JSON Schema Wright draft 00 (draft 5), which keeps draft 4's vocabulary (boolean exclusiveMinimum/Maximum,
`$ref` siblings ignored); jsonschema has no draft 5, and draft 6/7 changed those keywords. Refs resolve through a
`referencing` registry; readOnly members are allowed, never required, never mutated (ppdata takes response members
unchecked); `format` is ignored (PayPal's are its own); `pattern` is `re.search`, as in jsonschema (patterns Python
rejects are dropped; those that may not mean what they seem are listed under "pattern").

Documents per kind: the base (Examples/<kind>-valid.json; a required member jsonschema misses in it is added, and
said); the spec's request examples; scaffolds: the base plus one absent optional member, built valid (an object
with its required members), so constraints inside optional objects are reached; one-constraint mutations of the
base or a scaffold, from a walk of the schema: a value outside the enum, a string one over maxLength or under
minLength (of characters the pattern takes) or violating the pattern, a required member removed, a wrong JSON type,
an array one over maxItems or under minItems, a number past minimum/maximum. One ppdata NDJSON run per kind.

A violation (pointer and keyword; `required` at the missing member's pointer, where ppdata reports
MISSING_REQUIRED_PARAMETER) is FOUND when ppdata reports an error or warning at that pointer that the document's
parent (base or scaffold) lacks, or an error at that pointer; else MISSED, unless Data/openapi/overrides.tsv lists its schema (the component that
declares the member) and member (`*`: all). Over-strict (information): issues ppdata adds on a document jsonschema
accepts; UNKNOWN_FIELD there means ppdata does not know a member the spec has. Printed per kind: documents;
violations found, missed, allowlisted; misses by schema.member and keyword (count, distinct pointers, examples);
over-strict issues by code; pattern notes. --report FILE: every missed, allowlisted and over-strict row, as TSV.
Exit status 1 when anything is missed. Run it with Scripts/check-schema-differential.sh (pinned jsonschema).
"""
import argparse, collections, json, subprocess, sys
from pathlib import Path

from schema_mutations import Mutator, Spec, derive, get, pointer, sre

# kind, OpenAPI document in Data/openapi, method, path, base document in Examples/. A new kind is one line.
KINDS = [
    ("orders-v2", "checkout_orders_v2.json", "post", "/v2/checkout/orders", "orders-v2-valid.json"),
    ("orders-v2-authorize", "checkout_orders_v2.json", "post", "/v2/checkout/orders/{id}/authorize",
     "by-endpoint/orders-v2-authorize-valid.json"),
    ("orders-v2-capture", "checkout_orders_v2.json", "post", "/v2/checkout/orders/{id}/capture",
     "by-endpoint/orders-v2-capture-valid.json"),
    ("orders-v2-confirm-payment-source", "checkout_orders_v2.json", "post",
     "/v2/checkout/orders/{id}/confirm-payment-source", "by-endpoint/orders-v2-confirm-payment-source-valid.json"),
    ("orders-v2-track", "checkout_orders_v2.json", "post", "/v2/checkout/orders/{id}/track",
     "by-endpoint/orders-v2-track-valid.json"),
    ("orders-v2-update", "checkout_orders_v2.json", "patch", "/v2/checkout/orders/{id}",
     "by-endpoint/orders-v2-update-valid.json"),
    ("orders-v2-tracker-update", "checkout_orders_v2.json", "patch", "/v2/checkout/orders/{id}/trackers/{tracker_id}",
     "by-endpoint/orders-v2-tracker-update-valid.json"),
    ("payments-v1", "payments_payment_v1.json", "post", "/v1/payments/payment", "payments-v1-valid.json"),
    ("payments-v1-capture", "payments_payment_v1.json", "post",
     "/v1/payments/authorization/{authorization_id}/capture", "payments-v1-capture-valid.json"),
    ("payments-v1-refund", "payments_payment_v1.json", "post",
     "/v1/payments/sale/{sale_id}/refund", "by-endpoint/payments-v1-refund-valid.json"),
    ("payments-v1-reauthorize", "payments_payment_v1.json", "post",
     "/v1/payments/authorization/{authorization_id}/reauthorize", "by-endpoint/payments-v1-reauthorize-valid.json"),
    ("payments-v1-order-authorize", "payments_payment_v1.json", "post",
     "/v1/payments/orders/{order_id}/authorize", "by-endpoint/payments-v1-order-authorize-valid.json"),
    ("payments-v1-execute", "payments_payment_v1.json", "post",
     "/v1/payments/payment/{payment_id}/execute", "by-endpoint/payments-v1-execute-valid.json"),
    ("payments-v1-update", "payments_payment_v1.json", "patch", "/v1/payments/payment/{payment_id}",
     "by-endpoint/payments-v1-update-valid.json"),
    ("payments-v2-capture", "payments_payment_v2.json", "post",
     "/v2/payments/authorizations/{authorization_id}/capture", "by-endpoint/payments-v2-capture-valid.json"),
    ("payments-v2-reauthorize", "payments_payment_v2.json", "post",
     "/v2/payments/authorizations/{authorization_id}/reauthorize", "by-endpoint/payments-v2-reauthorize-valid.json"),
    ("payments-v2-refund", "payments_payment_v2.json", "post",
     "/v2/payments/captures/{capture_id}/refund", "by-endpoint/payments-v2-refund-valid.json"),
    ("payouts-batch", "payments_payouts_batch_v1.json", "post", "/v1/payments/payouts", "payouts-batch-valid.json"),
    ("vault-payment-token", "vault_payment_tokens_v3.json", "post", "/v3/vault/payment-tokens",
     "by-endpoint/vault-payment-token-valid.json"),
    ("vault-setup-token", "vault_payment_tokens_v3.json", "post", "/v3/vault/setup-tokens",
     "by-endpoint/vault-setup-token-valid.json"),
]
NOW = "2026-03-15"  # ppdata's --now, so that card expiry findings do not move with the calendar
ORIGINS = ("base", "example", "scaffold", "mutation")

def violations(validator, document):
    """jsonschema's violations of a document: {(pointer tokens, keyword)}; `required` at the missing member."""
    found = set()
    for e in validator.iter_errors(document):
        if e.validator == "required" and isinstance(e.instance, dict):
            found |= {(tuple(e.absolute_path) + (n,), "required") for n in e.validator_value if n not in e.instance}
        else:
            found.add((tuple(e.absolute_path), e.validator))
    return sorted(found, key=lambda f: (pointer(f[0]), f[1]))


def run_ppdata(binary, kind, documents):
    """ppdata's issues per document, [(path, code, severity)], from one NDJSON run over all of them."""
    lines = "".join(json.dumps(d, ensure_ascii=False) + "\n" for d in documents).encode("utf-8")
    # Every finding listed (--findings-limit 0): a mutation past an item limit makes thousands of documents' worth of
    # findings, and the one at the array would be counted, not listed, past the default 1,000.
    done = subprocess.run([binary, "validate", "--kind", kind, "--ndjson", "--format", "ndjson", "--now", NOW,
                           "--findings-limit", "0", "-"], input=lines, capture_output=True)
    issues = [None] * len(documents)
    for result in map(json.loads, done.stdout.decode("utf-8").splitlines()):
        issues[result["line"] - 1] = [(i["path"], i["code"], i["severity"]) for i in result["issues"]]
    if done.returncode not in (0, 1) or None in issues:
        raise SystemExit(f"ppdata exited {done.returncode}, answering for {len(issues) - issues.count(None)} of "
                         f"{len(documents)} documents: {done.stderr.decode(errors='replace').strip()}")
    return issues


def read_overrides(path):
    """The allowlist, {(document, schema, member)}: TSV, `#` comments, a header naming schema, member, document."""
    lines = path.read_text(encoding="utf-8").splitlines() if path.is_file() else []
    rows = [line.split("\t") for line in lines if line.strip() and not line.lstrip().startswith("#")]
    header = [h.strip().lower() for h in rows[0]] if rows else []
    s, m = (header.index("schema"), header.index("member")) if {"schema", "member"} <= set(header) else (0, 1)
    d = header.index("document") if "document" in header else None
    return {(r[d].strip() if d is not None else "", r[s].strip(), r[m].strip())
            for r in rows[1:] if len(r) > max(s, m, d or 0)}


def pattern_notes(spec, patterns):
    """{pattern: (where used, why it may not mean what it seems under Python's re.search)}."""
    notes = {}
    for p, where in patterns.items():
        odd = [spec.bad_patterns[p]] if p in spec.bad_patterns else []
        odd += ["no ^: matches anywhere in the value"] if not p.startswith("^") else []
        odd += ["no $: any tail accepted"] if not p.endswith("$") else []
        odd += ["A-z also takes [\\]^_`"] if "A-z" in p else []
        tree = sre.parse(p) if p not in spec.bad_patterns else []
        odd += ["^ or $ inside top-level alternatives"] if any(op is sre.BRANCH and any(
            o is sre.AT for branch in av[1] for o, _ in branch) for op, av in tree) else []
        notes.update({p: (where, odd)} if odd else {})
    return notes


def valid_base(spec, root, validator, base, examples, mutator):
    """The base, with each required member jsonschema misses in it built and added; else a valid spec example."""
    for _ in range(10):
        wrong = violations(validator, base)
        if not wrong:
            return base
        if any(k != "required" for _, k in wrong):
            print(f"base: invalid for jsonschema: {[(pointer(t), k) for t, k in wrong]}; a spec example is used")
            return next(e for e in examples + [None] if e is None or not violations(validator, e))
        for tokens, _ in wrong:
            _, member, _, schema, context = spec.locate(root, list(tokens))
            base = derive(base, list(tokens), mutator.build(schema, context, member, frozenset()))
            print(f"base: jsonschema requires {pointer(tokens)}, absent there; added {json.dumps(get(base, tokens))}")
    return None


def check_kind(args, spec, kind, method, path, base_name, allow):
    """Builds, checks and compares one kind's documents: (counts, report rows, misses, over-strict, mutator)."""
    root, examples = spec.request(kind, method, path)
    validator = spec.validator(kind)
    base = json.loads((Path(args.root) / "Examples" / base_name).read_text(encoding="utf-8"))
    mutator = Mutator(spec, root, spec.seeds([base]), args.max_depth)
    base = valid_base(spec, root, validator, base, examples, mutator)
    if base is None:
        raise SystemExit(f"{kind}: no valid base document: neither Examples/{base_name} nor a spec example")
    docs = [{"origin": "example", "label": f"spec example {i + 1}", "doc": e, "parent": None}
            for i, e in enumerate(examples)]
    docs += [dict(d, parent=None if d["parent"] is None else d["parent"] + len(docs)) for d in mutator.run(base)]
    issues = run_ppdata(args.ppdata, kind, [d["doc"] for d in docs])
    counts, rows, missed, over = collections.Counter(), [], collections.defaultdict(list), collections.defaultdict(list)
    for i, d in enumerate(docs):
        counts[d["origin"]] += 1
        before = {(p, c) for p, c, _ in issues[d["parent"]]} if d["parent"] is not None else set()
        new = [(p, c, s) for p, c, s in issues[i] if (p, c) not in before]
        found = violations(validator, d["doc"])
        counts["accepted"] += not found and d["origin"] == "mutation"
        for p, c, s in new if not found else []:
            tokens = [int(t) if t.isdigit() else t.replace("~1", "/").replace("~0", "~") for t in p.split("/")[1:]]
            schema, member, *_ = spec.locate(root, tokens)
            over[(f"{c} ({s})", f"at {schema}.{member}")].append(p)
            rows.append((f"over-strict {s}", kind, d["origin"], i, d["label"], p, "", schema, member, "", c, ""))
        for tokens, keyword in found:
            at, (schema, member, leaf, _, context) = pointer(tokens), spec.locate(root, list(tokens))
            counts["violations"] += 1
            # Found: a finding at the pointer that the parent lacks, or an error there (the value is refused where
            # it stands, as a capture's amount.details is refused whatever it holds).
            if any(p == at for p, _, _ in new) or any(p == at and s == "error" for p, _, s in issues[i]):
                counts["found"] += 1
                continue
            # A row may name the member's own schema or the object it is merged into (an allOf part's member, as
            # order_tracker_request's status from shipment_tracker: overrides.tsv names the object the body has).
            listed = any(d_ in ("", spec.name[:-5]) and s_ in (schema, context) and m_ in (member, "*")
                         for d_, s_, m_ in allow)
            status = "allowlisted" if listed else "missed"
            counts[status] += 1
            missed[(f"{schema}.{member}", keyword)] += [at] if status == "missed" else []
            near = " ".join(f"{c}@{p}" for p, c, _ in new if at.startswith(p + "/") or p.startswith(at + "/"))
            rows.append((status, kind, d["origin"], i, d["label"], at, keyword, schema, member, leaf,
                         " ".join(c for p, c, _ in issues[i] if p == at), near))
    return counts, rows, missed, over, mutator


def print_kind(kind, where, counts, missed, over, mutator, top):
    print(f"\n== {kind} ({where})\ndocuments: {sum(counts[o] for o in ORIGINS)} = {counts['base']} base, "
          f"{counts['example']} spec examples, {counts['scaffold']} scaffolds, {counts['mutation']} mutations "
          f"({counts['accepted']} of them valid for jsonschema)\nviolations: {counts['violations']}; found by "
          f"ppdata: {counts['found']}, missed: {counts['missed']}, allowlisted: {counts['allowlisted']}")
    for title, groups in (("missed, by schema.member and keyword", missed),
                          ("over-strict (information): ppdata's issues on documents jsonschema accepts", over)):
        ordered = sorted(((k, v) for k, v in groups.items() if v), key=lambda g: (-len(g[1]), g[0]))
        print(f"{title}: {len(ordered)} groups" + (f", the first {top}" if len(ordered) > top else "")
              + ("; count, distinct pointers:" if ordered else ""))
        for (name, what), pointers in ordered[:top]:
            distinct = sorted(set(pointers), key=len)
            print(f"  {len(pointers):4} {len(distinct):4}  {name}  {what}  e.g. {' '.join(distinct[:2])}")
    if mutator.unbuilt:
        print(f"no valid value could be built, so not walked: {' '.join(sorted(mutator.unbuilt))}")
    for p, (where, odd) in sorted(pattern_notes(mutator.spec, mutator.patterns).items()):
        print(f"pattern {p[:60]!r}{'...' if len(p) > 60 else ''}: {'; '.join(odd)} ({', '.join(sorted(where)[:3])})")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ppdata", required=True, help="the ppdata binary")
    parser.add_argument("--root", default=str(Path(__file__).resolve().parent.parent), help="the package folder")
    parser.add_argument("--kinds", help="comma-separated kinds (default: every kind in KINDS)")
    parser.add_argument("--overrides", help="allowlist TSV (default: Data/openapi/overrides.tsv)")
    parser.add_argument("--report", help="write every missed, allowlisted and over-strict row to this TSV file")
    parser.add_argument("--max-depth", type=int, default=12, help="pointer tokens walked (default 12)")
    parser.add_argument("--top", type=int, default=30, help="groups printed per kind (default 30)")
    args = parser.parse_args()
    allow = read_overrides(Path(args.overrides or Path(args.root) / "Data/openapi/overrides.tsv"))
    specs, rows, total = {}, [], collections.Counter()
    for kind, name, method, path, base in KINDS:
        if not args.kinds or kind in args.kinds.split(","):
            spec = specs.setdefault(name, specs.get(name) or Spec(Path(args.root) / "Data/openapi" / name))
            counts, kind_rows, missed, over, mutator = check_kind(args, spec, kind, method, path, base, allow)
            print_kind(kind, f"{name} {method.upper()} {path}; base Examples/{base}", counts, missed, over, mutator,
                       args.top)
            rows, total = rows + kind_rows, total + counts
    print(f"\nall kinds: {sum(total[o] for o in ORIGINS)} documents, {total['violations']} violations: "
          f"{total['found']} found, {total['missed']} missed, {total['allowlisted']} allowlisted ({len(allow)} "
          f"allowlist rows); over-strict (information): {sum(r[0] == 'over-strict error' for r in rows)} errors, "
          f"{sum(r[0] == 'over-strict warning' for r in rows)} warnings")
    if args.report:
        header = ("status", "kind", "origin", "document", "mutation", "pointer", "keyword", "schema", "member",
                  "member_schema", "ppdata_at_pointer", "ppdata_nearby")
        Path(args.report).write_text("".join("\t".join(str(c).replace("\t", " ").replace("\n", " ") for c in r)
                                             + "\n" for r in [header] + rows), encoding="utf-8")
        print(f"report: {args.report} ({len(rows)} rows)")
    return 1 if total["missed"] else 0


if __name__ == "__main__":
    sys.exit(main())
