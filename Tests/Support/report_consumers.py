#!/usr/bin/env python3
"""Real validators and consumers of locdoc's reports (check and test), run by Tests/LocDocReportsTests.

  report_consumers.py sarif SCHEMA LOG   validate LOG against the SARIF 2.1.0 schema (jsonschema, draft 4),
                                         then read it with sarif-tools; print what sarif-tools read, as JSON
  report_consumers.py junit REPORT       read REPORT with junitparser; print its suites and cases, as JSON
  report_consumers.py json SCHEMA DOC    validate DOC against SCHEMA (jsonschema, the draft the schema names),
                                         then read it; print its results counted by status and variant, as JSON

Exit status: 0 read and valid; 1 invalid (the reasons on stderr); 2 usage; 3 a package is missing (run `make deps`).
"""
import importlib
import json
import sys


def need(module):
    try:
        return importlib.import_module(module)
    except ImportError as error:
        print(f"Python package for `{module}` is missing ({error}): run `make deps`", file=sys.stderr)
        sys.exit(3)


def sarif(schema_path, log_path):
    jsonschema = need("jsonschema")
    loader = need("sarif.loader")
    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    with open(log_path, encoding="utf-8") as file:
        log = json.load(file)
    jsonschema.Draft4Validator.check_schema(schema)
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(log), key=lambda error: list(map(str, error.absolute_path)))
    for error in errors:
        print("/" + "/".join(map(str, error.absolute_path)) + ": " + error.message, file=sys.stderr)
    if errors:
        sys.exit(1)

    read = loader.load_sarif_file(log_path)
    records = [
        {"file": record["Location"], "line": int(record["Line"]), "severity": record["Severity"], "rule": record["Code"]}
        for record in read.get_records()
    ]
    print(json.dumps({
        "tools": read.get_distinct_tool_names(),
        "results": read.get_result_count(),
        "severities": read.get_severities(),
        "records": records,
    }, sort_keys=True))


def junit(report_path):
    junitparser = need("junitparser")
    xml = junitparser.JUnitXml.fromfile(report_path)
    suites = []
    for suite in xml:
        cases = []
        for case in suite:
            results = [
                {"kind": type(result).__name__, "type": result.type, "message": result.message, "text": result.text}
                for result in case.result
            ]
            cases.append({"name": case.name, "classname": case.classname, "time": case.time, "results": results})
        suites.append({"name": suite.name, "tests": suite.tests, "failures": suite.failures,
                       "errors": suite.errors, "skipped": suite.skipped, "time": suite.time, "cases": cases})
    print(json.dumps({"suites": suites}, sort_keys=True))


def json_report(schema_path, document_path):
    jsonschema = need("jsonschema")
    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    with open(document_path, encoding="utf-8") as file:
        document = json.load(file)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(document), key=lambda error: list(map(str, error.absolute_path)))
    for error in errors:
        print("/" + "/".join(map(str, error.absolute_path)) + ": " + error.message, file=sys.stderr)
    if errors:
        sys.exit(1)

    # Read the results themselves, so the caller can compare them with the document's own summary.
    by_status, by_variant = {}, {}
    for result in document.get("results", []):
        by_status[result["status"]] = by_status.get(result["status"], 0) + 1
        by_variant[result["variant"]] = by_variant.get(result["variant"], 0) + 1
    print(json.dumps({
        "schemaVersion": document.get("schemaVersion"),
        "byStatus": by_status,
        "byVariant": by_variant,
        "errors": len(document.get("errors", [])),
    }, sort_keys=True))


def main(arguments):
    if len(arguments) == 3 and arguments[0] == "sarif":
        sarif(arguments[1], arguments[2])
    elif len(arguments) == 2 and arguments[0] == "junit":
        junit(arguments[1])
    elif len(arguments) == 3 and arguments[0] == "json":
        json_report(arguments[1], arguments[2])
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main(sys.argv[1:])
