struct Version: Comparable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    static func < (l: Version, r: Version) -> Bool {
        (l.major, l.minor, l.patch) < (r.major, r.minor, r.patch)
    }
    var description: String { "\(major).\(minor).\(patch)" }
}
let versions = [Version(major: 1, minor: 4, patch: 0), Version(major: 1, minor: 2, patch: 3), Version(major: 0, minor: 9, patch: 4), Version(major: 2, minor: 0, patch: 0)]
print(versions.sorted().map(\.description).joined(separator: " < "))
print("newest", versions.max()!)
