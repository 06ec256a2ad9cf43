#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema (any draft the schema names).

    Scripts/validate-json-schema.py SCHEMA [FILE ...]   # standard input when no FILE

Prints one line per problem, `FILE: PATH: message`, and exits 1 when any document
is invalid, 2 when the schema or a file cannot be read, 0 otherwise. Needs Python's
`jsonschema` package (PyPI: `pip install jsonschema`).
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("validate-json-schema: needs the jsonschema package (pip install jsonschema)", file=sys.stderr)
    sys.exit(2)


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as handle:
            schema = json.load(handle)
    except (OSError, ValueError) as error:
        print(f"{argv[1]}: cannot read the schema: {error}", file=sys.stderr)
        return 2
    validator = jsonschema.validators.validator_for(schema)(schema)
    failed = False
    for name in argv[2:] or ["-"]:
        try:
            if name == "-":
                document = json.load(sys.stdin)
            else:
                with open(name, encoding="utf-8") as handle:
                    document = json.load(handle)
        except (OSError, ValueError) as error:
            print(f"{name}: cannot read: {error}", file=sys.stderr)
            return 2
        for problem in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
            failed = True
            path = "/".join(str(part) for part in problem.absolute_path) or "(root)"
            print(f"{name}: {path}: {problem.message}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
