import Foundation
import Testing
@testable import SiteRendering

/// Pagefind's input and output are written where the machine writes fastest,
/// unless the user said where temporary files go.
@Suite struct PagefindWorkFolderTests {
    @Test func tmpdirIsWhereTheUserSaidTemporaryFilesGo() {
        #expect(PagefindIndexer.workFolder(environment: ["TMPDIR": "/var/tmp/mine"]) == "/var/tmp/mine")
    }

    @Test func withoutTmpdirTheyGoToMemoryWhenTheMachineHasIt() {
        let memory = FileManager.default.isWritableFile(atPath: "/dev/shm")
        #expect(PagefindIndexer.workFolder(environment: [:]) == (memory ? "/dev/shm" : FileManager.default.temporaryDirectory.path))
    }
}
