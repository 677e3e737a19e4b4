// libFuzzer target: any bytes as a lesson file. The parser must return a lesson
// or a CourseError, never crash, hang or overflow the stack. Built by bench/fuzz.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func lessonParserFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    guard let text = try? LessonTextCheck.decode(bytes, file: "fuzz.md") else { return 0 }
    _ = try? LessonParser(language: "tr", course: "fuzz", includeBase: "/nonexistent-fuzz-course").parse(text, file: "fuzz.md")
    return 0
}
