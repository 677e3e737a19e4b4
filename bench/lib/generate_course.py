#!/usr/bin/env python3
"""Writes a synthetic course of N lessons in tr, ja and en twice: as a coursec
course (course.json, a support file, lessons in the lesson format) and as the
same content in plain Markdown for Hugo, with a minimal multilingual Hugo site.

    generate_course.py N OUT [--distinct K]

OUT/coursec/courses/bench/...   run `coursec build` with OUT/coursec as working directory
OUT/hugo/                       run `hugo --source OUT/hugo`

Every lesson has 3 sections of prose, 2 `swift run` snippets whose outputs are
computed here (and checked by `coursec verify` against the support file), 3
`apple` blocks, one `ignore` block and a FAQ of two entries. Snippet code comes
in K variants (lesson i uses variant i mod K, default 50), so that filling the
verify cache of a 1,000-lesson course costs 2K compiles, not 2,000; every lesson
still has its own prose, titles and search terms. Output is deterministic.
"""
import hashlib
import json
import os
import random
import shutil
import sys

LANGS = ["tr", "ja", "en"]
COURSE = "bench"

SUPPORT = """// Bench.swift: what every snippet of the bench course shares
struct Tally {
    var name: String
    var values: [Int]
    var total: Int { values.reduce(0, +) }
}

func report(_ label: String, _ value: Int) {
    print("\\(label): \\(value)")
}
"""

WORDS = {
    "tr": ("görünüm model ekran durum değer bağlam akış katman denetleyici koordinatör "
           "protokol yapı sınıf kapanış hata dizi sözlük metin sayı gezinme veri "
           "bellek iş parçacığı kuyruk olay bildirim tablo hücre düğme etiket").split(),
    "ja": ("画面 モデル 状態 値 文脈 流れ 層 コントローラー コーディネーター プロトコル 構造体 "
           "クラス クロージャ エラー 配列 辞書 文字列 数値 ナビゲーション データ メモリ スレッド "
           "キュー イベント 通知 テーブル セル ボタン ラベル").split(),
    "en": ("view model screen state value context flow layer controller coordinator "
           "protocol struct class closure error array dictionary text number navigation data "
           "memory thread queue event notification table cell button label").split(),
}
VERBS = {
    "tr": "günceller gösterir taşır saklar okur yazar hesaplar bekler çizer siler".split(),
    "ja": "更新する 表示する 運ぶ 保存する 読む 書く 計算する 待つ 描く 消す".split(),
    "en": "updates shows carries stores reads writes computes awaits draws removes".split(),
}
HEADINGS = {
    "tr": ["Giriş", "Nasıl Çalışır", "Uygulamada"],
    "ja": ["はじめに", "仕組み", "実践"],
    "en": ["Introduction", "How It Works", "In Practice"],
}
FAQ = {"tr": "Sıkça Sorulan Sorular", "ja": "よくある質問", "en": "Frequently Asked Questions"}
TITLE = {"tr": "Ölçüm Kursu", "ja": "計測コース", "en": "Bench Course"}
LESSON = {"tr": "Ders", "ja": "レッスン", "en": "Lesson"}


def sentence(rng, lang):
    words, verbs = WORDS[lang], VERBS[lang]
    subject, object_, other = rng.choice(words), rng.choice(words), rng.choice(words)
    verb = rng.choice(verbs)
    if lang == "ja":
        return f"{subject}は{other}の{object_}を{verb}。"
    if lang == "tr":
        return f"{subject.capitalize()}, {other} için {object_} değerini {verb}."
    return f"The {subject} {verb} the {object_} of the {other}."


def paragraph(rng, lang, count):
    joiner = "" if lang == "ja" else " "
    return joiner.join(sentence(rng, lang) for _ in range(count))


def snippets(variant):
    """The two `swift run` snippets of a variant, with the outputs they print."""
    values = [variant + 3, variant * 2 + 1, variant % 7 + 4, variant + 10]
    first = (
        f'let tally = Tally(name: "batch{variant}", values: {values})\n'
        "report(tally.name, tally.total)\n"
        "for (index, value) in tally.values.enumerated() where value % 2 == 0 {\n"
        '    report("even[\\(index)]", value)\n'
        "}\n"
    )
    first_out = [f"batch{variant}: {sum(values)}"]
    first_out += [f"even[{i}]: {v}" for i, v in enumerate(values) if v % 2 == 0]
    factor = variant % 5 + 2
    second = (
        f"enum Step{variant}: Int, CaseIterable {{ case first = 1, second, third }}\n"
        f"let scaled = Step{variant}.allCases.map {{ $0.rawValue * {factor} }}\n"
        'print(scaled.map(String.init).joined(separator: ", "))\n'
        'report("sum", scaled.reduce(0, +))\n'
    )
    scaled = [r * factor for r in (1, 2, 3)]
    second_out = [", ".join(map(str, scaled)), f"sum: {sum(scaled)}"]
    return (first, "\n".join(first_out)), (second, "\n".join(second_out))


def apple_blocks(variant):
    return [
        f"struct Card{variant}View: View {{\n    let title: String\n    var body: some View {{\n"
        "        Text(title).font(.headline).padding()\n    }\n}\n",
        f"final class List{variant}Controller: UITableViewController {{\n"
        "    override func viewDidLoad() {\n        super.viewDidLoad()\n"
        '        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")\n    }\n}\n',
        f"struct Picker{variant}: UIViewControllerRepresentable {{\n"
        "    func makeUIViewController(context: Context) -> UIImagePickerController {\n"
        "        UIImagePickerController()\n    }\n"
        "    func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}\n}\n",
    ]


def lesson_body(index, lang, variant, fence_words):
    """The lesson's Markdown after the front matter. `fence_words` maps a role to
    the info string: coursec's roles, or a plain `swift` for Hugo."""
    rng = random.Random(f"{index}-{lang}")
    (run1, out1), (run2, out2) = snippets(variant)
    apples = apple_blocks(variant)
    parts = [paragraph(rng, lang, 4), ""]
    for number, heading in enumerate(HEADINGS[lang]):
        parts += [f"## {heading} {index}", "", paragraph(rng, lang, 5), "", paragraph(rng, lang, 4), ""]
        if number == 0:
            parts += [f"```{fence_words['run']}", run1.rstrip("\n"), "```", "",
                      paragraph(rng, lang, 1), "", f"```{fence_words['output']}", out1, "```", ""]
            parts += [f"```{fence_words['apple']}", apples[0].rstrip("\n"), "```", ""]
        elif number == 1:
            parts += [f"```{fence_words['run']}", run2.rstrip("\n"), "```", "",
                      f"```{fence_words['output']}", out2, "```", ""]
            parts += [f"```{fence_words['apple']}", apples[1].rstrip("\n"), "```", ""]
        else:
            parts += [f"```{fence_words['apple']}", apples[2].rstrip("\n"), "```", "",
                      paragraph(rng, lang, 2), "",
                      f"```{fence_words['ignore']}", f"let partial{variant} = load(...)", "```", ""]
    faq_marker = fence_words.get("faq")
    if faq_marker:
        parts += [faq_marker]
    parts += [f"## {FAQ[lang]}", ""]
    for question in range(2):
        parts += [f"### {sentence(rng, lang).rstrip('.。')}?", "", paragraph(rng, lang, 2), ""]
    return "\n".join(parts)


def lesson_title(index, lang):
    rng = random.Random(f"title-{index}-{lang}")
    a, b = rng.choice(WORDS[lang]), rng.choice(WORDS[lang])
    joiner = "と" if lang == "ja" else (" ve " if lang == "tr" else " and ")
    return f"{LESSON[lang]} {index}: {a}{joiner}{b}"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def write_coursec(count, out, distinct):
    root = os.path.join(out, "coursec", "courses", COURSE)
    ids = [f"lesson-{i:04d}" for i in range(1, count + 1)]
    course = {"title": TITLE, "sourceLanguage": "tr", "lessons": ids, "support": ["support/Bench.swift"]}
    write(os.path.join(root, "course.json"), json.dumps(course, ensure_ascii=False, indent=2) + "\n")
    write(os.path.join(root, "support", "Bench.swift"), SUPPORT)
    words = {"run": "swift run", "output": "output", "apple": "swift apple", "ignore": "swift ignore",
             "faq": "<!-- faq -->"}
    for i, lesson in enumerate(ids, start=1):
        source_text = None
        for lang in LANGS:
            front = [f"id: {lesson}"]
            if lang != "tr":
                front.append(f"translation-of: tr {hashlib.sha256(source_text.encode()).hexdigest()[:16]}")
            front += [f"title: {lesson_title(i, lang)}", f"summary: {sentence(random.Random(i), lang)}", f"order: {i}"]
            text = "---\n" + "\n".join(front) + "\n---\n\n" + lesson_body(i, lang, i % distinct, words)
            if lang == "tr":
                source_text = text
            write(os.path.join(root, lang, f"{i:04d}-{lesson}.md"), text)


HUGO_CONFIG = """baseURL = "http://example.org/"
title = "Bench"
defaultContentLanguage = "tr"
defaultContentLanguageInSubdir = true
disableKinds = ["taxonomy", "term", "RSS"]

[markup.highlight]
codeFences = true
noClasses = true
style = "monokai"

[languages.tr]
contentDir = "content/tr"
languageName = "Türkçe"
weight = 1
[languages.ja]
contentDir = "content/ja"
languageName = "日本語"
weight = 2
[languages.en]
contentDir = "content/en"
languageName = "English"
weight = 3
"""

HUGO_LAYOUTS = {
    "_default/baseof.html": """<!DOCTYPE html>
<html lang="{{ .Site.Language.Lang }}">
<head><meta charset="utf-8"/><title>{{ .Title }} · {{ .Site.Title }}</title></head>
<body>
<nav>{{ range .Translations }}<a href="{{ .RelPermalink }}" hreflang="{{ .Language.Lang }}">{{ .Language.LanguageName }}</a> {{ end }}</nav>
<main>{{ block "main" . }}{{ end }}</main>
</body>
</html>
""",
    "_default/single.html": """{{ define "main" }}
<h1>{{ .Title }}</h1>
<p>{{ .Summary | plainify }}</p>
{{ .Content }}
<nav>
{{ with .PrevInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}
{{ with .NextInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}
</nav>
{{ end }}
""",
    "_default/list.html": """{{ define "main" }}
<h1>{{ .Title }}</h1>
<ol>{{ range .Pages.ByWeight }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ol>
{{ end }}
""",
    "index.html": """{{ define "main" }}
<h1>{{ .Site.Title }}</h1>
<ul>{{ range .Site.Sections }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>
{{ end }}
""",
}


def write_hugo(count, out, distinct):
    root = os.path.join(out, "hugo")
    write(os.path.join(root, "config.toml"), HUGO_CONFIG)
    for name, text in HUGO_LAYOUTS.items():
        write(os.path.join(root, "layouts", name), text)
    words = {"run": "swift", "output": "text", "apple": "swift", "ignore": "swift"}
    for lang in LANGS:
        write(os.path.join(root, "content", lang, COURSE, "_index.md"),
              f'---\ntitle: "{TITLE[lang]}"\n---\n')
        for i in range(1, count + 1):
            front = [f'title: "{lesson_title(i, lang)}"', f"weight: {i}",
                     f'summary: "{sentence(random.Random(i), lang)}"',
                     f'translationKey: "lesson-{i:04d}"']
            text = "---\n" + "\n".join(front) + "\n---\n\n" + lesson_body(i, lang, i % distinct, words)
            write(os.path.join(root, "content", lang, COURSE, f"lesson-{i:04d}.md"), text)


def main(argv):
    if len(argv) not in (2, 4) or (len(argv) == 4 and argv[2] != "--distinct"):
        sys.exit("usage: generate_course.py N OUT [--distinct K]")
    count, out = int(argv[0]), argv[1]
    distinct = int(argv[3]) if len(argv) == 4 else 50
    if os.path.exists(out):
        shutil.rmtree(out)
    write_coursec(count, out, distinct)
    write_hugo(count, out, distinct)


if __name__ == "__main__":
    main(sys.argv[1:])
