extension Array {
    /// The element whose `key` is exactly `target`, in an array sorted by the keys' UTF-8 bytes (the order the
    /// generator writes its string-literal tables in); nil when none is.
    func element(withKey target: String, key: (Element) -> String) -> Element? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if key(self[middle]).utf8.lexicographicallyPrecedes(target.utf8) { low = middle + 1 } else { high = middle }
        }
        guard low < count, key(self[low]) == target else { return nil }
        return self[low]
    }
}
