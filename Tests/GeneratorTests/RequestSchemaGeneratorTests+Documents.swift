import Foundation
import _PPDataGeneratorCore

/// The documents the request-schema generator's tests read: a small document in the shape of PayPal's, and the SDK
/// objects its additions name.
extension RequestSchemaGeneratorTests {
    /// A small document in the shape of PayPal's: a body whose root merges two parts with `allOf`, a member that
    /// refers to a scalar component, an inline object, an array of objects and an object that refers to itself.
    static var document: [String: Any] {
        [
            "paths": [
                "/v9/things": [
                    "post": [
                        "requestBody": [
                            "content": ["application/json": ["schema": ["$ref": "#/components/schemas/thing_request"]]]
                        ]
                    ]
                ]
            ],
            "components": [
                "schemas": [
                    "thing_request": [
                        "type": "object",
                        "allOf": [
                            ["$ref": "#/components/schemas/base"],
                            ["properties": ["mode": ["$ref": "#/components/schemas/mode"]], "required": ["mode"]],
                        ],
                    ] as [String: Any],
                    "base": [
                        "type": "object",
                        "properties": [
                            "id": ["type": "string", "minLength": 1, "maxLength": 10, "pattern": "^[A-Z0-9]+$"],
                            "node": ["$ref": "#/components/schemas/node"],
                            "tags": [
                                "type": "array", "maxItems": 3,
                                "items": ["type": "object", "properties": ["label": ["type": "string"]]],
                            ], "fee": ["type": "string", "readOnly": true, "pattern": "odd("],
                        ],
                    ] as [String: Any],
                    "mode": ["type": "string", "enum": ["FAST", "SLOW"]],
                    "node": [
                        "type": "object",
                        "properties": [
                            "next": ["$ref": "#/components/schemas/node"],
                            "when": ["type": "string", "maxLength": 40, "pattern": "^[0-9]{4}-[0-9]{2}$"],
                        ],
                    ] as [String: Any],
                ] as [String: Any]
            ] as [String: Any],
        ]
    }

    /// `document` with a PATCH call on `/v9/things/{id}` whose description is `description` (where PayPal's documents
    /// give the table of patchable attributes).
    static func documentWithPatchCall(description: String) -> [String: Any] {
        var document = Self.document
        var paths = document["paths"] as? [String: Any] ?? [:]
        paths["/v9/things/{id}"] = [
            "patch": [
                "description": description,
                "requestBody": ["content": ["application/json": ["schema": ["type": "array", "items": ["type": "object"]]]]],
            ] as [String: Any]
        ]
        document["paths"] = paths
        return document
    }

    /// Objects of the current API that the document lacks, as `openapi/sdk/models.json` holds them: one that refers
    /// to a component the document publishes too (`mode`) and to one of its own.
    static var models: [String: Any] {
        [
            "components": [
                "schemas": [
                    "plan": [
                        "type": "object", "required": ["cycles"],
                        "properties": [
                            "cycles": ["type": "array", "minItems": 1, "items": ["$ref": "#/components/schemas/cycle"]],
                            "mode": ["$ref": "#/components/schemas/mode"],
                        ],
                    ] as [String: Any],
                    "cycle": [
                        "type": "object",
                        "properties": ["tenure": ["type": "string", "enum": ["TRIAL", "REGULAR"]]],
                    ] as [String: Any],
                    "mode": ["type": "string", "enum": ["ANY"]],
                ] as [String: Any]
            ] as [String: Any]
        ]
    }
}
