import CoursecTestSupport
import CourseModel
import Testing

/// Seed 000: no blank lines, no indentation, headings glued to the code before them.
@Suite struct SeedCoordinatorDelegatesTests {
    @Test func extractsElevenReindentedBlocksWithRoles() throws {
        let blocks = try Repository.blocks(ofSeed: Repository.seed000)
        #expect(blocks == Self.expected)
    }

    @Test func splitsTheHeadingsGluedToCode() throws {
        let markdown = try Repository.importSeed(Repository.seed000).markdown
        for heading in ["## makeCoordinator()", "## Koordinatör Sınıfı", "## Koordinatör ve @Binding",
                        "## Koordinatörün Yaşam Döngüsü", "<!-- quiz -->\n## Kısa Kontrol"] {
            #expect(markdown.contains("\n" + heading + "\n"), "missing \(heading)")
        }
    }

    @Test func readsTheFrontMatterFromTheText() throws {
        let imported = try Repository.importSeed(Repository.seed000)
        #expect(imported.id == "temsilci-iletisimi-icin-coordinator-kalibi")
        #expect(imported.language == "tr")
        #expect(imported.order == 2)
        #expect(imported.fileName == "02-temsilci-iletisimi-icin-coordinator-kalibi.md")
        #expect(imported.markdown.hasPrefix("""
            ---
            id: temsilci-iletisimi-icin-coordinator-kalibi
            title: Temsilci İletişimi için Coordinator Kalıbı
            summary: UIKit temsilcisi geri çağrılarını SwiftUI'a aktarmak için makeCoordinator() kullanın.
            order: 2
            source: seeds/000_19ee30c3b349b3d2.txt
            ---

            """))
    }

    static let expected: [Block] = [
        Block(.apple, #"""
            struct ImagePicker: UIViewControllerRepresentable {
                @Binding var image: UIImage?
                // Coordinator will be the UIImagePickerControllerDelegate
            }

            """#),
        Block(.parse, #"""
            func makeCoordinator() -> Coordinator {
                Coordinator(self)
            }

            """#),
        Block(.apple, #"""
            class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                var parent: ImagePicker
                init(_ parent: ImagePicker) { self.parent = parent }
            }

            """#),
        Block(.apple, #"""
            func makeUIViewController(context: Context) -> UIImagePickerController {
                let picker = UIImagePickerController()
                picker.delegate = context.coordinator
                return picker
            }

            """#),
        Block(.apple, #"""
            func imagePickerController(
                _ picker: UIImagePickerController,
                didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
            ) {
                parent.image = info[.originalImage] as? UIImage
                picker.dismiss(animated: true)
            }

            """#),
        Block(.apple, #"""
            func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
                picker.dismiss(animated: true)
            }

            """#),
        Block(.apple, #"""
            class Coordinator: NSObject, UITableViewDataSource {
                var parent: MyTableView
                init(_ p: MyTableView) { parent = p }
                func tableView(_ tv: UITableView, numberOfRowsInSection s: Int) -> Int { parent.items.count }
                func tableView(_ tv: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
                    let cell = tv.dequeueReusableCell(withIdentifier: "cell", for: ip)
                    cell.textLabel?.text = parent.items[ip.row]
                    return cell
                }
            }

            """#),
        Block(.apple, #"""
            func updateUIViewController(_ vc: UIImagePickerController, context: Context) {
                context.coordinator.parent = self
            }

            """#),
        Block(.ignore, #"""
            class Coordinator: NSObject,
            UIScrollViewDelegate,
            UITextViewDelegate,
            UISearchBarDelegate { ... }

            """#),
        Block(.ignore, #"""
            // Simple: @Binding var text: String -> updateUIView writes uiView.text = text
            // Complex: coordinator mediates UITextViewDelegate -> parent.text = textView.text

            """#),
        Block(.ignore, #"""
            // makeCoordinator called once → stable delegate reference
            // updateUIView called many times → push state changes

            """#),
    ]
}
