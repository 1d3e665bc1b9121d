import Testing

@testable import ppdata

/// `FilePath`: the lexical path arithmetic configuration discovery uses.
struct FilePathTests {
    @Test(arguments: [
        ("/", "/"), ("", "/"), ("/a/b", "/a/b"), ("//a///b/", "/a/b"), ("/a/./b/.", "/a/b"), ("/a/b/../c", "/a/c"),
        ("/a/../../b", "/b"), ("/..", "/"), ("/a/b/..", "/a"), ("/a/.b/..c/...", "/a/.b/..c/..."),
        ("/dossier/été/./x.json", "/dossier/été/x.json"),
    ])
    func normalizedResolvesDotsAndEmptySegments(_ path: String, _ expected: String) {
        #expect(FilePath.normalized(path) == expected)
    }

    @Test func relativeIsInsideTheFolderOrNil() {
        #expect(FilePath.relative("/p/q/r.json", to: "/p") == "q/r.json")
        #expect(FilePath.relative("/pq/r.json", to: "/p") == nil)
        #expect(FilePath.relative("/r.json", to: "/") == "r.json")
        #expect(FilePath.folder(of: "/p/q/r.json") == "/p/q")
        #expect(FilePath.folder(of: "/r.json") == "/")
    }
}
