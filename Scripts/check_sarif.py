"""Validates SARIF files against the SARIF 2.1.0 JSON schema, and checks what the schema cannot: every result's
rule exists and its index points at it. Usage: check_sarif.py SCHEMA FILE... (see check-sarif.sh)."""
import json
import sys

import jsonschema


def main() -> int:
    schema_path, *files = sys.argv[1:]
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    failures = 0
    for path in files:
        with open(path, encoding="utf-8") as handle:
            log = json.load(handle)
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
        for error in errors:
            print(f"{path}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
        failures += len(errors)
        results = 0
        for run in log["runs"]:
            rules = run["tool"]["driver"]["rules"]
            for result in run.get("results", []):
                results += 1
                index = result.get("ruleIndex")
                if index is None or rules[index]["id"] != result["ruleId"]:
                    print(f"{path}: result for {result['ruleId']} has rule index {index}")
                    failures += 1
        print(f"{path}: {'valid' if not errors else 'INVALID'} SARIF 2.1.0, {results} results")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
