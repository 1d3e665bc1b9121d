/// The request-body shapes of PayPal's OpenAPI documents, flattened for the validator: every object reachable from
/// a request body, with its members' JSON types and constraints (`$ref` resolved, `allOf` merged).
///
/// Read by `RequestSchemas.read(documents:)` from `Data/openapi/*.json`, changed by `additions.tsv` and
/// `overrides.tsv` (`RequestSchemas+Changes.swift`), checked by `validate` and rendered by
/// `Renderer+RequestSchemas.swift`.
package struct RequestSchemas: Sendable {
    /// PayPal's documents in `Data/openapi/`, by file name: the generator reads these and refuses any other.
    package static let documentFiles = [
        "checkout_orders_v2.json", "payments_payment_v1.json", "payments_payment_v2.json",
        "payments_payouts_batch_v1.json", "vault_payment_tokens_v3.json",
    ]

    /// A JSON type a member may have.
    package enum JSONType: String, Sendable, Hashable, CaseIterable, Comparable {
        case object, array, string, number, integer, boolean

        package static func < (a: JSONType, b: JSONType) -> Bool {
            allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
        }
    }

    /// The constraints on one value: a member's, or an array's elements'.
    package struct Shape: Sendable, Hashable {
        /// The JSON types the schema allows (empty: any).
        package var types: Set<JSONType> = []
        /// Types PayPal's server accepts besides, reported as a warning (an override's `type` row).
        package var lenientTypes: Set<JSONType> = []
        /// The object's index in `objects`, for an object value.
        package var object: Int?
        package var values: [String]?
        /// A value outside `values` that PayPal still reads, as another (an `enum` override written
        /// `+BILLING (deprecated for GUEST_CHECKOUT)`): accepted with a warning.
        package var deprecatedValue: DeprecatedValue?
        package var minLength: Int?, maxLength: Int?
        /// The published minimum length an override relaxed with a warning (a `minLength` row of severity warning):
        /// shorter values are accepted and reported as warnings.
        package var lenientMinLength: Int?
        /// The length past which PayPal keeps only the first characters of a value it accepts up to `maxLength` (a
        /// `maxLength` row written `N (truncated past T)`): longer values are reported as warnings.
        package var truncatedLength: Int?
        package var pattern: String?
        /// The OpenAPI `format`, which names the semantic check that owns the value (`SchemaOwner`).
        package var format: String?
        package var minItems: Int?, maxItems: Int?
        package var minimum: Int?, maximum: Int?
        /// The elements' shape, for an array (one element at most: a struct cannot hold itself).
        package var items: [Shape] = []
    }

    /// A value outside an enumeration that PayPal reads as one of its values: a deprecated one (`BILLING`), or
    /// another spelling (`Sale` for `sale`).
    package struct DeprecatedValue: Sendable, Hashable {
        package var value: String
        package var replacement: String
        /// Deprecated (true), or only another spelling PayPal reads (false).
        package var isDeprecated = true
    }

    /// One member of an object.
    package struct Member: Sendable, Hashable {
        package var name: String
        package var required = false
        package var readOnly = false
        package var shape = Shape()
    }

    /// One object schema: a component (`checkout_orders_v2:order_request`) or an inline object
    /// (`checkout_orders_v2:order_request.purchase_units[]`).
    package struct Object: Sendable, Hashable {
        /// `document:component`, the key overrides and additions use.
        package var name: String
        /// Members sorted by name.
        package var members: [Member] = []

        /// The member named `name`.
        package func member(_ name: String) -> Member? { members.first { $0.name == name } }
    }

    /// One request body: the call and its root schema.
    package struct Body: Sendable, Hashable {
        /// The document's file name without `.json` (`checkout_orders_v2`).
        package var document: String
        package var method: String
        /// The path template (`/v2/checkout/orders/{id}/capture`).
        package var path: String
        /// The root schema's name (`order_request`).
        package var schema: String
        package var shape: Shape
        /// For a PATCH body: the attributes the call may change and the operations each takes, from the table of
        /// the operation's description (or `openapi/patchable.tsv` where the description has none).
        package var patchable: [Patchable] = []
    }

    /// One patchable attribute of a PATCH call: `purchase_units[].shipping.address` with `replace`, `add`.
    package struct Patchable: Sendable, Hashable {
        /// The attribute as the description writes it: dotted, `[]` after an array.
        package var attribute: String
        /// The JSON Patch operations it takes.
        package var operations: [String]
    }

    package var objects: [Object] = []
    package var bodies: [Body] = []
    /// Documents whose server rejects members it does not define (an override row `* * unknown-members error`).
    package var strictDocuments: Set<String> = []

    /// The index of the object named `name`.
    package func objectIndex(_ name: String) -> Int? { objects.firstIndex { $0.name == name } }
}
