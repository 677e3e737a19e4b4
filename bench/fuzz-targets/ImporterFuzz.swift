// libFuzzer target: any bytes as a raw seed text for `coursec import`. The importer
// must return a lesson or a CourseError, never crash or hang. Built by bench/fuzz.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func importerFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let text = try? LessonTextCheck.decode(Data(bytes: data, count: size), file: "fuzz.txt") else { return 0 }
    _ = try? LessonImporter().importLesson(text: text, file: "fuzz.txt", options: ImportOptions(course: "fuzz", language: "tr"))
    return 0
}
