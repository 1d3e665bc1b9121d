"""Writes Data/openapi/sdk/models.json: the request objects PayPal's current API has and its published OpenAPI
documents lack, as PayPal's generated TypeScript server SDK defines them, in OpenAPI 3.0's schema language.

The roots are the `sdk:` objects that Data/openapi/additions.tsv names (`object` column); every model they reach is
written. Only facts are taken, no descriptions: from `src/models/<model>.ts` each member's wire name, type, whether
it is optional and each enumeration's values; from `doc/models/<model>.md` the constraints (lengths, pattern, item
counts, ranges) and the read-only tag. Components are named in snake case (`OrderBillingPlan` ->
`order_billing_plan`); the generator uses a published component of the same name in place of the SDK's (`money`).
"""
import argparse
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from import_common import fail, run  # noqa: E402

ENTRY = re.compile(r"(\w+):\s*\[\s*'([^']+)'\s*,\s*([^\]]*?)\s*,?\s*\]", re.S)
ENUM = re.compile(r"export enum (\w+) \{(.*?)\}", re.S)
ENUM_VALUE = re.compile(r"=\s*'([^']*)'")
ROW = re.compile(r"^\| `(\w+)` \| (.*?) \| ([^|]*) \| (.*) \|$")


def snake(pascal):
    return re.sub(r"(?<!^)(?=[A-Z])", "_", pascal).lower()


class SDK:
    """One checkout of PayPal-TypeScript-Server-SDK, read at a commit with git (the work tree need not exist)."""

    def __init__(self, checkout, revision):
        self.checkout, self.revision = checkout, revision
        self.pages = None

    def page_path(self, pascal):
        """The documentation page of a model: its name in kebab case, split where APIMatic splits it
        (`Level2CardProcessingData` -> `level-2-card-processing-data.md`, `P24PaymentObject` -> `p24-...`), so
        pages are found by their name without hyphens."""
        if self.pages is None:
            names = [n for n in self.text("doc/models/").split() if n.endswith(".md")]
            self.pages = {n[:-3].replace("-", "").lower(): n for n in names}
        name = self.pages.get(pascal.lower())
        if name is None:
            fail(f"no documentation page for {pascal} in doc/models at {self.revision}")
        return f"doc/models/{name}"

    def text(self, path):
        result = subprocess.run(
            ["git", "-C", self.checkout, "show", f"{self.revision}:{path}"], capture_output=True, text=True)
        if result.returncode != 0:
            fail(f"{path} not found at {self.revision}")
        return result.stdout

    def model_source(self, pascal):
        return self.text(f"src/models/{pascal[0].lower()}{pascal[1:]}.ts")


def constraints(description):
    """The constraints an APIMatic model page gives after `**Constraints**:` (pipes in patterns are `\\|`)."""
    found = {}
    marker = description.find("**Constraints**")
    if marker < 0:
        return found
    text = description[marker:].replace("\\|", "|")
    for name, key in (("Minimum Length", "minLength"), ("Maximum Length", "maxLength"),
                      ("Minimum Items", "minItems"), ("Maximum Items", "maxItems")):
        m = re.search(rf"\*{name}\*: `(\d+)`", text)
        if m:
            found[key] = int(m.group(1))
    # A pattern holding a backtick is written between double backticks (a Markdown code span).
    m = re.search(r"\*Pattern\*: (`+)(.*?)\1(?=,|<br>| *$)", text)
    if m:
        found["pattern"] = m.group(2)
    m = re.search(r"`>= (-?\d+)`", text)
    if m:
        found["minimum"] = int(m.group(1))
    m = re.search(r"`<= (-?\d+)`", text)
    if m:
        found["maximum"] = int(m.group(1))
    return found


def page(sdk, pascal):
    """camelName -> (tags, constraints) from the model's documentation page."""
    rows = {}
    for line in sdk.text(sdk.page_path(pascal)).splitlines():
        m = ROW.match(line)
        if m and m.group(1) != "Name":
            rows[m.group(1)] = (m.group(3), constraints(m.group(4)))
    return rows


class Importer:
    def __init__(self, sdk):
        self.sdk = sdk
        self.schemas = {}

    def model(self, pascal):
        """Reads a model (and what it reaches) into `schemas`; returns its component name."""
        name = snake(pascal)
        if name in self.schemas:
            return name
        source = self.sdk.model_source(pascal)
        if ENUM.search(source):
            fail(f"{pascal} is an enumeration, not an object")
        self.schemas[name] = {}
        start = source.find("object(")
        if start < 0:
            fail(f"{pascal}: no object schema in src/models")
        rows = page(self.sdk, pascal)
        properties, required = {}, []
        for camel, wire, expression in ENTRY.findall(source[start:]):
            if camel not in rows:
                fail(f"{pascal}.{camel}: not on the model's documentation page")
            tags, limits = rows[camel]
            optional = expression.startswith("optional(")
            if optional != ("Optional" in tags):
                fail(f"{pascal}.{camel}: the source and the page disagree on whether it is required")
            if not optional:
                required.append(wire)
            schema = self.value(unwrap(expression, "optional"), limits, f"{pascal}.{camel}")
            if "Read-only" in tags:
                schema["readOnly"] = True
            properties[wire] = schema
        schema = {"type": "object", "properties": dict(sorted(properties.items()))}
        if required:
            schema["required"] = sorted(required)
        self.schemas[name] = schema
        return name

    def value(self, expression, limits, where):
        expression = unwrap(expression, "lazy").removeprefix("() =>").strip()
        if expression.startswith("array("):
            schema = {"type": "array", "items": self.value(unwrap(expression, "array"), {
                k: v for k, v in limits.items() if k not in ("minItems", "maxItems")}, where)}
            for key in ("minItems", "maxItems"):
                if key in limits:
                    schema[key] = limits[key]
            return schema
        scalar = {"string()": "string", "number()": "number", "boolean()": "boolean", "bigint()": "integer"}
        if expression in scalar:
            schema = {"type": scalar[expression]}
        elif re.fullmatch(r"\w+Schema", expression):
            pascal = expression[0].upper() + expression[1:-len("Schema")]
            enum = ENUM.search(self.sdk.model_source(pascal))
            if not enum:
                return {"$ref": f"#/components/schemas/{self.model(pascal)}"}
            schema = {"type": "string", "enum": ENUM_VALUE.findall(enum.group(2))}
        elif expression.startswith("dict(") or expression == "unknown()":
            return {}
        else:
            fail(f"{where}: unread type expression {expression!r}")
        keys = ("minLength", "maxLength", "pattern") if schema["type"] == "string" else ("minimum", "maximum")
        schema.update({k: limits[k] for k in keys if k in limits})
        return schema


def unwrap(expression, function):
    expression = expression.strip()
    if expression.startswith(f"{function}(") and expression.endswith(")"):
        return expression[len(function) + 1:-1].strip()
    return expression


def roots(additions):
    found = set()
    with open(additions, encoding="utf-8") as f:
        header = None
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            cells = line.rstrip("\n").split("\t")
            if header is None:
                header = cells
                continue
            row = dict(zip(header, cells))
            if row.get("object", "").startswith("sdk:"):
                found.add(row["object"][len("sdk:"):])
    return sorted(found)


def main():
    parser = argparse.ArgumentParser()
    for name in ("--checkout", "--revision", "--additions", "--out", "--upstream"):
        parser.add_argument(name, required=True)
    args = parser.parse_args()
    sdk = SDK(args.checkout, args.revision)
    models = {snake(f[:-3][0].upper() + f[:-3][1:]): f[:-3][0].upper() + f[:-3][1:]
              for f in sdk.text("src/models/").split() if f.endswith(".ts")}
    importer = Importer(sdk)
    for root in roots(args.additions):
        if root not in models:
            fail(f"additions.tsv names sdk:{root}, which PayPal-TypeScript-Server-SDK has no model for")
        importer.model(models[root])
    version = json.loads(sdk.text("package.json"))["version"]
    commit = subprocess.run(["git", "-C", args.checkout, "rev-parse", args.revision],
                            capture_output=True, text=True, check=True).stdout.strip()
    document = {
        "x-source": "PayPal-TypeScript-Server-SDK (github.com/paypal/PayPal-TypeScript-Server-SDK, generated by "
                    "APIMatic from PayPal's current API definition): src/models/*.ts (members, types, required, "
                    "enumerations) and doc/models/*.md (constraints, read-only); facts only, written by "
                    "Scripts/import-sdk-models.sh",
        "x-version": f"{version} ({commit[:7]})",
        "components": {"schemas": dict(sorted(importer.schemas.items()))},
    }
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(document, f, indent=2, ensure_ascii=False)
        f.write("\n")
    with open(args.upstream) as f:
        upstream = json.load(f)
    upstream["paypal-typescript-server-sdk"] = {
        "files": ["openapi/sdk/models.json"],
        "kind": "git",
        "licence": "PayPal SDK License (facts only: member names, types, enumerations, limits)",
        "package": "github.com/paypal/PayPal-TypeScript-Server-SDK",
        "refresh": "Scripts/import-sdk-models.sh",
        "version": f"{version} ({commit})",
    }
    with open(args.upstream, "w") as f:
        json.dump(upstream, f, indent=2, sort_keys=True)
        f.write("\n")
    print(f"{args.out}: {len(importer.schemas)} objects from {version} ({commit[:7]})")


if __name__ == "__main__":
    run(main, "import_sdk_models")
