"""A validator for the part of JSON Schema (2020-12) that docs/jsonl.schema.json uses: type, const,
enum, pattern, minimum, minLength, properties, required, additionalProperties (false), items,
oneOf and local $ref. A keyword it does not know is an error, so that the schema cannot grow
past what is checked."""

from __future__ import annotations

import re
from typing import Any

KNOWN = {
    "$schema", "$id", "$defs", "title", "description", "type", "const", "enum", "pattern", "minimum",
    "minLength", "properties", "required", "additionalProperties", "items", "oneOf", "$ref",
}  # fmt: skip

TYPES: dict[str, Any] = {
    "object": dict,
    "array": list,
    "string": str,
    "boolean": bool,
    "null": type(None),
}


def _is(value: object, name: str) -> bool:
    if name == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if name == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, TYPES[name])


def errors(value: object, schema: dict[str, Any], root: dict[str, Any], where: str = "$") -> list[str]:
    """What is wrong with ``value`` against ``schema`` (none: it is valid)."""
    unknown = set(schema) - KNOWN
    if unknown:
        return [f"{where}: the schema uses {sorted(unknown)}, which this validator does not check"]
    if "$ref" in schema:
        ref = schema["$ref"]
        assert ref.startswith("#/$defs/"), ref
        return errors(value, root["$defs"][ref.removeprefix("#/$defs/")], root, where)
    if "oneOf" in schema:
        matched = [part for part in schema["oneOf"] if not errors(value, part, root, where)]
        if len(matched) != 1:
            return [f"{where}: matches {len(matched)} of oneOf's schemas, not 1: {value!r}"]
        return []
    found: list[str] = []
    if "type" in schema:
        names = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        if not any(_is(value, name) for name in names):
            return [f"{where}: {value!r} is not {names}"]
    if "const" in schema and value != schema["const"]:
        found.append(f"{where}: {value!r} is not {schema['const']!r}")
    if "enum" in schema and value not in schema["enum"]:
        found.append(f"{where}: {value!r} is not one of {schema['enum']}")
    if isinstance(value, str):
        if "pattern" in schema and not re.search(schema["pattern"], value):
            found.append(f"{where}: {value!r} does not match {schema['pattern']}")
        if len(value) < schema.get("minLength", 0):
            found.append(f"{where}: {value!r} is too short")
    if _is(value, "number") and "minimum" in schema and value < schema["minimum"]:
        found.append(f"{where}: {value!r} is below {schema['minimum']}")
    if isinstance(value, dict):
        properties = schema.get("properties", {})
        found += [f"{where}: {key!r} is missing" for key in schema.get("required", ()) if key not in value]
        for key, item in value.items():
            if key in properties:
                found += errors(item, properties[key], root, f"{where}.{key}")
            elif schema.get("additionalProperties", True) is False:
                found.append(f"{where}: {key!r} is not a property the schema allows")
    if isinstance(value, list) and "items" in schema:
        for index, item in enumerate(value):
            found += errors(item, schema["items"], root, f"{where}[{index}]")
    return found
