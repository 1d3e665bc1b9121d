/// Checks of the flattened request schemas before they are rendered: every pattern is enforced, handed to a
/// semantic check, or listed as not enforced with a reason; every value the renderer writes fits its column.
extension RequestSchemas {
    /// The semantic check that owns a value, by its OpenAPI `format`: the value is checked by that check (which
    /// knows more than the published pattern: currency and country tables, email and URL syntax), not by its
    /// pattern.
    package enum Owner: String, Sendable, CaseIterable {
        case currency, country, email, url, imageURL

        /// The formats a check owns, and which check: the one list both `init(format:)` and the side tables'
        /// messages read.
        package static let formats: [String: Owner] = [
            "ppaas_common_currency_code_v2": .currency, "ppaas_common_country_code_v2": .country,
            "merchant_common_email_address_v2": .email, "ppaas_common_email_address_v2": .email, "email": .email,
            "uri": .url,
        ]

        /// The owner of a value with `format`, or nil.
        package init?(format: String?) {
            guard let format, let owner = Owner.formats[format] else { return nil }
            self = owner
        }

        /// The owner of a value with `format` and `pattern`: the format's, but a `uri` with PayPal's image pattern
        /// (`imageURLPattern`) is the image URL check's, which enforces that pattern besides the URL's syntax.
        package init?(format: String?, pattern: String?) {
            guard let owner = Owner(format: format) else { return nil }
            self = owner == .url && pattern == Self.imageURLPattern ? .imageURL : owner
        }

        /// PayPal's pattern for an item's image (the published Orders v2 document's `tracker_item.image_url`), which
        /// `ImageURL` in PPDataValidation matches.
        package static let imageURLPattern = #"^(https:)([/|.|\w|\s|-])*\.(?:jpg|gif|png|jpeg|JPG|GIF|PNG|JPEG)"#
    }

    /// How each shape's pattern is enforced (nil: no pattern, or owned by a semantic check), or the problems.
    package func compiledPatterns(file: String, diagnostics: inout DiagnosticCollector) -> [String: SchemaPattern] {
        var compiled: [String: SchemaPattern] = [:]
        var reported: Set<String> = []
        func visit(_ shape: Shape, at place: String) {
            // A lower bound above its upper bound admits no value, and the validator's ranges cannot hold it (the
            // Payments v1 document gives credit_card_token.payer_id minLength 256 and maxLength 1).
            for (name, low, high) in [
                ("length", shape.minLength, shape.maxLength), ("items", shape.minItems, shape.maxItems),
                ("value", shape.minimum, shape.maximum),
            ] {
                if let low, let high, low > high, reported.insert(place + name).inserted {
                    diagnostics.report(
                        file, 0,
                        "\(place): the minimum \(name) \(low) is above the maximum \(high); add overrides.tsv rows saying which bounds are meant"
                    )
                }
            }
            if let pattern = shape.pattern, let key = RequestSchemaRenderer.patternKey(shape), compiled[key] == nil {
                switch SchemaPattern.compile(pattern, maxLength: shape.maxLength) {
                case .success(let form): compiled[key] = form
                case .failure(let problem):
                    if reported.insert(place).inserted {
                        diagnostics.report(
                            file, 0,
                            "\(place): pattern \(pattern): \(problem.message); enforce it, or add an overrides.tsv row (constraint pattern, ppdata -) saying why not"
                        )
                    }
                }
            }
            for item in shape.items { visit(item, at: place + "[]") }
        }
        // Read-only members are response fields PayPal ignores in a request (a body copied from a response keeps
        // them): the validator does not check their values, so their patterns need no enforcement.
        for object in objects {
            for member in object.members where !member.readOnly {
                visit(member.shape, at: "\(object.name).\(member.name)")
            }
        }
        for body in bodies { visit(body.shape, at: "\(body.document):\(body.schema)") }
        // The walker keeps an object's members present in one 64-bit word.
        for object in objects where object.members.count > 64 {
            diagnostics.report(
                file, 0, "\(object.name) has \(object.members.count) members; the walker takes at most 64")
        }
        return compiled
    }
}
