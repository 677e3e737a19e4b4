import Foundation

/// A small three-language course for the browser tests (BrowserTests): lessons long enough
/// that a jump to a section scrolls, the same outline in Turkish and Japanese, and one
/// katakana word in both of its spellings (コーディネーター in one lesson, コーディネータ in the other).
public enum BrowserCourse {
    public static let files: [String: String] = [
        "courses/ilk-adimlar/course.json": """
            {
              "title": { "tr": "İlk Adımlar", "ja": "はじめの一歩", "en": "First Steps" },
              "sourceLanguage": "tr",
              "lessons": ["karsilama", "kapanis"]
            }
            """,
        "courses/ilk-adimlar/tr/01-karsilama.md": """
            ---
            id: karsilama
            title: Karşılama
            summary: Koordinatör ile ilk ekran.
            ---

            Bu derste bir koordinatör kuruyoruz.

            ## Kurulum

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör nesnesi ekranları yönetir.

            Uzun bir paragraf: koordinatör her ekranı açar, kapatır ve sırasını tutar. Bu metin sayfayı uzatır ki bölüme atlamak sayfayı kaydırsın.

            ## Çıktı

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Program ekrana bir satır yazar. Koordinatör bu satırı gösterir.

            ## Özet

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör deseni gezinmeyi tek yerde toplar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.

            Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar. Koordinatör ekranları sırayla açar.
            """,
        "courses/ilk-adimlar/tr/02-kapanis.md": """
            ---
            id: kapanis
            title: Kapanış
            summary: Dersin sonu.
            ---

            Son ders.

            ## Tekrar

            Tekrar edelim.
            """,
        "courses/ilk-adimlar/ja/01-karsilama.md": """
            ---
            id: karsilama
            title: ようこそ
            summary: コーディネーターで最初の画面。
            translation-of: tr 0000000000000000
            ---

            このレッスンではコーディネーターを作ります。

            ## 準備

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を管理します。

            長い段落です。コーディネーターは画面を開き、閉じ、順番を覚えます。

            ## 出力

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            プログラムは一行を出力します。

            ## まとめ

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            まとめです。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。

            コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。コーディネーターは画面を順番に開きます。
            """,
        "courses/ilk-adimlar/ja/02-kapanis.md": """
            ---
            id: kapanis
            title: おわりに
            summary: 最後のレッスン。
            translation-of: tr 0000000000000000
            ---

            最後のレッスンです。コーディネータの話をもう一度します。

            ## 復習

            復習しましょう。
            """,
        "courses/ilk-adimlar/en/01-karsilama.md": """
            ---
            id: karsilama
            title: Welcome
            summary: A first screen with a coordinator.
            translation-of: tr 0000000000000000
            ---

            In this lesson we set up a coordinator.

            ## Setup

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator object manages screens.

            ## Output

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The program writes one line.

            ## Summary

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator pattern keeps navigation in one place.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.

            The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order. The coordinator opens screens in order.
            """,
    ]

    /// Writes the course under `directory` (its `courses/` folder).
    public static func write(to directory: String) throws {
        for (path, text) in files {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
        }
    }
}
