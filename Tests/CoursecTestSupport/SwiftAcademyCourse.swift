import Foundation

/// A small course written for these tests: one lesson in Turkish, Japanese and
/// English (the language switcher), a Turkish-only lesson with every block
/// role, a FAQ and a quiz, and a Japanese tutorial whose steps rebuild one file.
public enum SwiftAcademyCourse {
    public static let id = "swift-academy"

    public static let files: [String: String] = [
        "courses/swift-academy/course.json": """
            {
              "title": { "tr": "Swift Akademi", "ja": "スウィフト講座", "en": "Swift Academy" },
              "sourceLanguage": "tr",
              "lessons": ["declarative-imperative", "coordinator", "page-view-controller"],
              "support": ["support/Sync.swift"]
            }

            """,
        "courses/swift-academy/support/Sync.swift": """
            // Sync.swift — compares each field shown on screen with the model
            final class Screen {
                let name: String
                private(set) var shown: [String: String] = [:]
                init(_ name: String) { self.name = name }
                func set(_ key: String, _ value: String) { shown[key] = value }
            }

            func verdict(model: String?, shown: String?) -> String {
                switch (model, shown) {
                case (nil, nil): return "olcum-disi"
                case (nil, _?): return "artik"
                case (_?, nil): return "eksik"
                case let (wanted?, displayed?): return wanted == displayed ? "uyumlu" : "bayat"
                }
            }

            """,
        "courses/swift-academy/tr/01-declarative-imperative.md": """
            ---
            id: declarative-imperative
            title: Bildirimsel ve Buyurgan Arayüz Bir Arada
            summary: İki çerçevenin dikiş yerinde değeri kimin taşıdığını ölçüyoruz.
            order: 1
            ---

            Gerçek uygulamalar nadiren yalnız **bir** çerçeveden yapılır. Ölçü ekseni *uyum*dur.

            ## Çekirdek dosya

            ```swift include=support/Sync.swift
            ```

            ```swift file=Bridging.swift
            struct SummaryState { var title: String; var openCount: Int }
            ```

            ## Köprü

            Aşağıdaki program `verdict` işlevini çağırır:

            ```swift run
            let screen = Screen("hosting")
            screen.set("openCount", "3")
            // Model 5 diyor, ekran 3 gösteriyor.
            print("hosting | \\(screen.name): \\(verdict(model: "5", shown: screen.shown["openCount"]))")
            print(42)
            ```

            ```output
            hosting | hosting: bayat
            42
            ```

            | Sonuç | Anlamı |
            |:---|---:|
            | uyumlu | değerler aynı |
            | bayat | ekran eski |

            ```swift typecheck
            let state = SummaryState(title: "Özet", openCount: 2)
            ```

            ```swift ignore
            hosting.rootView = SummaryView(state: latest)
            ```

            ```swift parse
            @MainActor func refresh() async { #warning("later") }
            ```

            <!-- faq -->
            ## Sıkça Sorulan Sorular

            ### Bu ders ücretsiz mi?

            Evet, dersin tüm metni ücretsiz okunabilir.

            ### Koordinatör ne zaman gerekir?

            Bir UIKit temsilcisi gerektiğinde.

            <!-- quiz -->
            ## Kısa Kontrol

            Temsilci köprüsü nesnesini oluşturmak için hangi yöntemi uygulamanız gerekir?

            - [x] `makeCoordinator()`
            - [ ] `updateUIViewController(_:context:)`

            <!-- lessons -->
            ## Bu kursun tüm dersleri

            - Bildirimsel ve Buyurgan Arayüz Bir Arada
            - Temsilci İletişimi için Coordinator Kalıbı
            - UIViewRepresentable: UIKit Görünümlerini Sarmalama

            """,
        "courses/swift-academy/tr/02-coordinator.md": """
            ---
            id: coordinator
            title: Temsilci İletişimi için Coordinator Kalıbı
            summary: UIKit temsilcisi geri çağrılarını SwiftUI'a aktarmak için makeCoordinator() kullanın.
            order: 2
            ---

            ## Koordinatörler Neden Kullanılır?

            UIKit temsilcileri bir nesne başvurusu gerektirir. KOORDİNATÖR bu köprüyü sağlar.

            ```swift apple
            struct ImagePicker: UIViewControllerRepresentable {
                @Binding var image: UIImage?
            }
            ```

            ## İptal Geri Çağrısı

            Seçiciyi kapatmak için iptal temsilcisini uygulayın.

            ```swift apple file=PickerDelegate.swift
            func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
                picker.dismiss(animated: true)
            }
            ```

            <!-- faq -->
            ## Sıkça Sorulan Sorular

            ### Koordinatör ne zaman oluşturulur?

            SwiftUI onu `makeUIViewController` yönteminden önce oluşturur.

            """,
        "courses/swift-academy/ja/02-coordinator.md": """
            ---
            id: coordinator
            title: デリゲート通信のためのコーディネータ
            summary: makeCoordinator() で UIKit のデリゲートを SwiftUI につなぎます。
            order: 2
            translation-of: tr 0123456789abcdef
            ---

            ## コーディネータを使う理由

            UIKit のデリゲートにはオブジェクトの参照が必要です。

            ```swift apple
            struct ImagePicker: UIViewControllerRepresentable {
                @Binding var image: UIImage?
            }
            ```

            <!-- faq -->
            ## よくある質問

            ### コーディネータはいつ作られますか？

            SwiftUI は `makeUIViewController` の前に作ります。

            """,
        "courses/swift-academy/en/02-coordinator.md": """
            ---
            id: coordinator
            title: The Coordinator Pattern for Delegate Communication
            summary: Use makeCoordinator() to bring UIKit delegate callbacks into SwiftUI.
            order: 2
            translation-of: tr 0123456789abcdef
            ---

            ## Why Coordinators?

            UIKit delegates need an object reference.

            ```swift apple
            struct ImagePicker: UIViewControllerRepresentable {
                @Binding var image: UIImage?
            }
            ```

            """,
        "courses/swift-academy/ja/03-page-view-controller.md": """
            ---
            id: page-view-controller
            title: ビューコントローラのデータソースを作成
            summary: PageViewController にコーディネータを追加します。
            order: 3
            ---

            いくつかの短い手順で、多くのことを実行しました。

            ## ステップ 1

            PageViewController 内で入れ子にされた Coordinator クラスを宣言します。

            ```swift step=1 file=PageViewController.swift
            import SwiftUI
            import UIKit

            struct PageViewController<Page: View>: UIViewControllerRepresentable {
                var pages: [Page]
            }
            ```

            ## ステップ 2

            コーディネータを追加します。

            ```swift step=2 file=PageViewController.swift
            import SwiftUI
            import UIKit

            struct PageViewController<Page: View>: UIViewControllerRepresentable {
                var pages: [Page]

                func makeCoordinator() -> Coordinator {
                    Coordinator(self)
                }
            }
            ```

            """,
    ]

    /// Writes the course under `directory` (which then holds `courses/`).
    public static func write(to directory: String) throws {
        for (path, text) in files {
            let full = (directory as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
    }
}
