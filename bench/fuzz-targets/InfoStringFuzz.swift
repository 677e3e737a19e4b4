// libFuzzer target: any bytes as a fenced block's info string (`swift run`,
// `swift step=2 file=A.swift highlight=3-5`). Built by bench/fuzz.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func infoStringFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let info = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? InfoString.parse(info, at: SourceLocation(file: "fuzz.md", line: 1))
    return 0
}
