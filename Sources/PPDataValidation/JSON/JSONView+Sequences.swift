extension JSONView {
    /// An object's members, `(key, value)` in document order (duplicates included, as written).
    struct Members: Sequence, Sendable {
        let value: JSONView

        /// The number of members.
        var count: Int { value.kind == .object ? value.count : 0 }
        /// Exactly `count`.
        var underestimatedCount: Int { count }

        /// Iterates members by jumping from sibling to sibling in the node array.
        struct Iterator: IteratorProtocol {
            /// The container: children are made from it (`sibling`), owned or borrowed as it is.
            let container: JSONView
            var child: Int
            let end: Int

            /// The next member, or nil after the last.
            mutating func next() -> (key: String, value: JSONView)? {
                guard child < end else { return nil }
                let value = container.sibling(child)
                child = Int(container.storage.nodes[child].next)
                return (value.key ?? "", value)
            }
        }

        /// Starts at the first child.
        func makeIterator() -> Iterator {
            let node = value.node
            let isObject = node.kind == .object
            return Iterator(container: value, child: Int(value.index) + 1, end: isObject ? Int(node.next) : 0)
        }
    }

    /// An array's elements in order (or, from `children`, any container's values).
    struct Elements: Sequence, Sendable {
        let value: JSONView?
        var anyContainer = false
        /// `value` itself is the one element (`only(_:)`).
        private var isOnly = false

        /// The elements of `value` (an array's; with `anyContainer`, an object's member values too).
        init(value: JSONView?, anyContainer: Bool = false) {
            self.value = value
            self.anyContainer = anyContainer
        }

        /// No elements at all.
        static var empty: Elements { Elements(value: nil) }

        /// `value` as the one element: a purchase unit a JSON Patch sets, checked as an order's units are.
        static func only(_ value: JSONView) -> Elements {
            var elements = Elements(value: value)
            elements.isOnly = true
            return elements
        }

        /// The number of values.
        var count: Int {
            guard let value else { return 0 }
            if isOnly { return 1 }
            return includes(value.kind) ? value.count : 0
        }

        private func includes(_ kind: JSONKind) -> Bool { kind == .array || (anyContainer && kind == .object) }
        /// Exactly `count`.
        var underestimatedCount: Int { count }

        /// Iterates elements by jumping from sibling to sibling in the node array.
        struct Iterator: IteratorProtocol {
            /// The container: children are made from it (`sibling`), owned or borrowed as it is; nil when empty.
            let container: JSONView?
            var child: Int
            let end: Int

            /// The next value, or nil after the last.
            mutating func next() -> JSONView? {
                guard child < end, let container else { return nil }
                let value = container.sibling(child)
                child = Int(container.storage.nodes[child].next)
                return value
            }
        }

        /// Starts at the first child.
        func makeIterator() -> Iterator {
            guard let value else { return Iterator(container: nil, child: 0, end: 0) }
            let node = value.node
            if isOnly { return Iterator(container: value, child: Int(value.index), end: Int(node.next)) }
            return Iterator(container: value, child: Int(value.index) + 1, end: includes(node.kind) ? Int(node.next) : 0)
        }
    }
}
