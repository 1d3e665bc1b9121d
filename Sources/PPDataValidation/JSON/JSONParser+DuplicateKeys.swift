/// Duplicate keys: which members of an object repeat an earlier member's key (RFC 8259 section 8.3).
extension JSONParser {
    // MARK: Duplicate keys

    /// Records every member of the object whose key repeats an earlier member's key. Keys are compared as decoded
    /// code points (RFC 8259 section 8.3), so `"a"` and `"\u0061"` are the same key, but `"é"` and `"e\u0301"` are not
    /// (no Unicode normalisation, unlike `String ==`).
    mutating func findDuplicateKeys(inObject object: Int) {
        let end = Int(nodes[object].next)
        var child = object + 1
        // An object with an escaped key (noted by the reader) has its keys compared decoded, below.
        if nodes[object].flags & JSONNode.hasEscapedKey == 0 {
            // A first walk drops each key into one of 64 bins by a hash of its tag (length and first byte). Equal
            // keys land in the same bin, so when no bin gets two keys, the keys all differ and the object is done;
            // typical objects (up to a dozen keys of varied lengths) mostly end here, without comparing pairs.
            var bins: UInt64 = 0
            var sharedBin = false
            while child < end {
                let node = nodes[child]
                let bin: UInt64 = 1 << UInt64(Self.keyBin(tag: node.keyTag))
                if bins & bin != 0 { sharedBin = true }
                bins |= bin
                child = Int(node.next)
            }
            if !sharedBin { return }
            if nodes[object].count <= 16 {
                // Small objects (the usual case): compare each key with the earlier ones, walking sibling links.
                var later = Int(nodes[object + 1].next)
                while later < end {
                    let laterNode = nodes[later]
                    var earlier = object + 1
                    while earlier < later {
                        if rawKeysEqual(laterNode, nodes[earlier]) {
                            duplicates.append(JSONDuplicateIndex(repeated: Int32(truncatingIfNeeded: later),
                                                                 first: Int32(truncatingIfNeeded: earlier)))
                            break
                        }
                        earlier = Int(nodes[earlier].next)
                    }
                    later = Int(laterNode.next)
                }
                return
            }
        }
        var seen: [[UInt8]: Int32] = [:]
        child = object + 1
        while child < end {
            let node = nodes[child]
            let key = JSONStringDecoder.decode(p, from: Int(node.keyStart), to: Int(node.keyEnd))
            if let first = seen[key] {
                duplicates.append(JSONDuplicateIndex(repeated: Int32(truncatingIfNeeded: child), first: first))
            } else {
                seen[key] = Int32(truncatingIfNeeded: child)
            }
            child = Int(node.next)
        }
    }

    /// A bin 0-63 for a member's key, from its tag (length and first byte, in the node: no input byte is read).
    /// Equal keys have equal tags, hence equal bins; that is all the duplicate check relies on. (An escaped key's
    /// tag is shared by every escaped key; objects with one take the decoding path anyway.)
    @inline(__always)
    static func keyBin(tag: UInt16) -> UInt32 {
        (UInt32(tag) &* 0x9E37_79B1) >> 26  // multiplicative hashing: the top 6 bits of the product
    }

    /// Whether two unescaped keys are the same bytes (tags first: different tags, different keys).
    func rawKeysEqual(_ a: JSONNode, _ b: JSONNode) -> Bool {
        let length = a.keyEnd - a.keyStart
        guard a.keyTag == b.keyTag, length == b.keyEnd - b.keyStart else { return false }
        var x = Int(a.keyStart) + 1
        var y = Int(b.keyStart) + 1
        let stop = Int(a.keyEnd) - 1
        while x < stop {
            if p[x] != p[y] { return false }
            x += 1
            y += 1
        }
        return true
    }
}
