#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The little path arithmetic configuration discovery needs, on plain POSIX calls (the CLI links no Foundation).
/// Paths are handled as text: `.` and `..` are resolved lexically, symbolic links are not followed.
enum FilePath {
    /// The working directory, or `/` if it cannot be read (it was removed).
    static func workingDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// `path` made absolute against the working directory, with `.`, `..` and repeated `/` resolved.
    static func absolute(_ path: String) -> String {
        normalized(path.hasPrefix("/") ? path : workingDirectory() + "/" + path)
    }

    /// An absolute path with `.`, `..` and empty segments resolved.
    ///
    /// On bytes: splitting into Substrings and joining them was generic code that cost a run with a configuration
    /// file 0.28 M instructions for its one input path (callgrind).
    static func normalized(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        let bytes = Array(path.utf8)
        var out: [UInt8] = []
        var starts: [Int] = []  // where each kept segment's slash is in `out`
        var index = 0
        while index < bytes.count {
            guard bytes[index] != slash else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count && bytes[end] != slash { end += 1 }
            let length = end - index
            if length == 1 && bytes[index] == dot {
                // "." names the folder itself
            } else if length == 2 && bytes[index] == dot && bytes[index + 1] == dot {
                if let start = starts.popLast() { out.removeSubrange(start...) }
            } else {
                starts.append(out.count)
                out.append(slash)
                out.append(contentsOf: bytes[index..<end])
            }
            index = end
        }
        return out.isEmpty ? "/" : String(decoding: out, as: UTF8.self)
    }

    /// The folder holding the file at absolute `path`.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// `path` relative to `folder` (both absolute and normalized), or nil when it is not inside it.
    static func relative(_ path: String, to folder: String) -> String? {
        let prefix = folder == "/" ? "/" : folder + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// The first `name` in `folder` (absolute, as `getcwd` gives it) or a folder above it that is a regular file,
    /// as an absolute path. Every `validate` run asks, so this stays on plain string operations: `normalized`'s
    /// generic `split` and `joined` made discovery 7% of a one-document run's instructions (callgrind, session 30).
    static func nearest(_ name: String, from folder: String) -> String? {
        var current = Substring(folder)
        while true {
            // String += String only: `Substring + String` went through the generic `append(contentsOf:)`, whose
            // metadata lookup alone was 5% of a one-document run.
            var candidate = String(current)
            if candidate.utf8.last != UInt8(ascii: "/") { candidate += "/" }
            candidate += name
            var status = stat()
            if stat(candidate, &status) == 0, UInt32(status.st_mode) & 0o170000 == 0o100000 { return candidate }
            guard let slash = current.utf8.lastIndex(of: UInt8(ascii: "/")), current.utf8.count > 1 else { return nil }
            current = slash == current.startIndex ? "/" : current[..<slash]
        }
    }
}
