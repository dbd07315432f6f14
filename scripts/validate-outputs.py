#!/usr/bin/env python3
"""Validates a vetnet output directory against the JSON Schemas (2020-12) in schemas/.

usage: validate-outputs.py SCHEMA_DIR OUTPUT_DIR
Prints "<file>: valid" or "<file>: INVALID ..." per file; exits 1 if any file is invalid.
The record files are owners.json and patients.json, or, from a pipeline with `output.format: ndjson`,
owners.ndjson and patients.ndjson, each of whose lines is checked against the record's schema.
"""
import json
import sys
from pathlib import Path

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

# NDJSON record files: one record a line, each against the record's own schema.
LINE_FILES = {
    "owners.ndjson": "owner.schema.json",
    "patients.ndjson": "patient.schema.json",
    "vaccinations.ndjson": "vaccination.schema.json",
    "visits.ndjson": "visit.schema.json",
    "medications.ndjson": "medication.schema.json",
    "alerts.ndjson": "alert.schema.json",
}

FILES = {
    "owners.json": "owners.schema.json",
    "patients.json": "patients.schema.json",
    "manifest.json": "manifest.schema.json",
    "reports/validation.json": "validation-report.schema.json",
    "reports/duplicates.json": "duplicates.schema.json",
    "vaccinations.json": "vaccinations.schema.json",
    "visits.json": "visits.schema.json",
    "medications.json": "medications.schema.json",
    "alerts.json": "alerts.schema.json",
}


# Written only when the pipeline runs that stage.
OPTIONAL = {
    "reports/duplicates.json", "vaccinations.json", "visits.json", "medications.json", "alerts.json",
    "vaccinations.ndjson", "visits.ndjson", "medications.ndjson", "alerts.ndjson",
}

# The planned day, written when the pipeline has vet, rota and appointment sources: every schedule/<date>.json.
SCHEDULE_SCHEMA = "schedule.schema.json"

# Written by runs with a state file: every changes/<run>.json.
CHANGES_SCHEMA = "changes.schema.json"


def problems(validator, value, where=""):
    """The schema's complaints about `value`, each as `at /path: message`, after `where` when given."""
    errors = sorted(validator.iter_errors(value), key=lambda e: list(e.path))
    return [f"{where}at /{'/'.join(str(p) for p in error.path)}: {error.message}" for error in errors]


def report(name, found):
    """Prints a file's verdict and up to 20 of its problems; returns whether it is valid."""
    if not found:
        print(f"{name}: valid")
        return True
    print(f"{name}: INVALID")
    for problem in found[:20]:
        print(f"  {problem}")
    return False


def main() -> int:
    schema_dir, output_dir = Path(sys.argv[1]), Path(sys.argv[2])
    # Every schema is registered under its $id, so references between them resolve without a network.
    schemas = [json.loads(p.read_text()) for p in sorted(schema_dir.glob("*.schema.json"))]
    registry = Registry().with_resources((s["$id"], Resource.from_contents(s)) for s in schemas)

    def validator(schema_name):
        schema = json.loads((schema_dir / schema_name).read_text())
        Draft202012Validator.check_schema(schema)
        return Draft202012Validator(schema, registry=registry)

    valid = True
    for output, schema_name in LINE_FILES.items():
        path = output_dir / output
        if not path.exists():
            continue
        line_validator = validator(schema_name)
        text = path.read_text()
        found = [] if text == "" or text.endswith("\n") else ["the last line has no line end"]
        for number, line in enumerate(text.split("\n")[:-1], start=1):
            try:
                found += problems(line_validator, json.loads(line), where=f"line {number} ")
            except json.JSONDecodeError as error:
                found.append(f"line {number}: not JSON ({error.msg})")
        valid &= report(output, found)
    for output, schema_name in FILES.items():
        path = output_dir / output
        if not path.exists() and output in OPTIONAL:
            continue
        ndjson = output.removesuffix(".json") + ".ndjson"
        if not path.exists() and ndjson in LINE_FILES and (output_dir / ndjson).exists():
            continue
        if not path.exists():
            print(f"{output}: MISSING")
            valid = False
            continue
        valid &= report(output, problems(validator(schema_name), json.loads(path.read_text())))
    dated = [(p, SCHEDULE_SCHEMA, "schedule") for p in sorted((output_dir / "schedule").glob("*.json"))]
    dated += [(p, CHANGES_SCHEMA, "changes") for p in sorted((output_dir / "changes").glob("*.json"))]
    for path, schema_name, folder in dated:
        valid &= report(f"{folder}/{path.name}", problems(validator(schema_name), json.loads(path.read_text())))
    # Each line of changes/<run>-history.ndjson against the changes schema's historyChange.
    history_change = Draft202012Validator(
        {"$ref": json.loads((schema_dir / CHANGES_SCHEMA).read_text())["$id"] + "#/$defs/historyChange"},
        registry=registry)
    for path in sorted((output_dir / "changes").glob("*-history.ndjson")):
        found = []
        for number, line in enumerate(path.read_text().split("\n")[:-1], start=1):
            found += problems(history_change, json.loads(line), where=f"line {number} ")
        valid &= report(f"changes/{path.name}", found)
    return 0 if valid else 1


if __name__ == "__main__":
    sys.exit(main())
