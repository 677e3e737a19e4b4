#!/usr/bin/env python3
"""Writes bench/corpus/: independent Swift programs, each NNN-name.swift with the
exact output it prints in NNN-name.out.

    write_corpus.py OUT_DIR

Each program is one of the families below in one of five variants (names,
values, sizes). The expected output is computed here, in Python, from the same
values, not recorded from a run; bench/lib/check_corpus.sh then compiles and runs
every program once with swiftc and compares, so a wrong expectation or a wrong
program shows up at once. Nothing is random: the same files every time.

The families are written like lesson code: top-level statements, structs,
classes, enums, protocols with extensions, generics, closures, string
formatting, error handling; several declare the same type names (Point, Shape,
Account, describe) as others, as independent lessons do.
"""
import os
import sys

FAMILIES = []


def family(function):
    FAMILIES.append(function)
    return function


def lines(*items):
    return "\n".join(items) + "\n"


@family
def top_level_sum(v):
    n = 5 + v * 3
    src = lines(
        f"let limit = {n}",
        "var total = 0",
        "for value in 1...limit {",
        "    total += value",
        "}",
        'print("1...\\(limit) = \\(total)")',
        'print("even:", (1...limit).filter { $0 % 2 == 0 }.count)')
    return src, [f"1...{n} = {n * (n + 1) // 2}", f"even: {n // 2}"]


@family
def point_struct(v):
    x, y, dx, dy = v + 1, v * 2, 3, v + 2
    src = lines(
        "struct Point {",
        "    var x: Int",
        "    var y: Int",
        "    func moved(by dx: Int, _ dy: Int) -> Point { Point(x: x + dx, y: y + dy) }",
        "    var manhattan: Int { abs(x) + abs(y) }",
        "}",
        f"let start = Point(x: {x}, y: {y})",
        f"let end = start.moved(by: {dx}, {dy})",
        'print("start (\\(start.x), \\(start.y)) -> end (\\(end.x), \\(end.y))")',
        'print("distance", end.manhattan)')
    return src, [f"start ({x}, {y}) -> end ({x + dx}, {y + dy})", f"distance {abs(x + dx) + abs(y + dy)}"]


@family
def account_class(v):
    deposits = [10 * (v + 1), 25, 5 + v]
    withdrawal = 12 + v
    src = lines(
        "final class Account {",
        "    let owner: String",
        "    private(set) var balance = 0",
        "    private(set) var history: [String] = []",
        "    init(owner: String) { self.owner = owner }",
        "    func deposit(_ amount: Int) { balance += amount; history.append(\"+\\(amount)\") }",
        "    func withdraw(_ amount: Int) { balance -= amount; history.append(\"-\\(amount)\") }",
        "}",
        f'let account = Account(owner: "user{v}")',
        f"for amount in {deposits} {{ account.deposit(amount) }}",
        f"account.withdraw({withdrawal})",
        'print(account.owner, account.balance)',
        'print(account.history.joined(separator: " "))')
    balance = sum(deposits) - withdrawal
    history = " ".join([f"+{d}" for d in deposits] + [f"-{withdrawal}"])
    return src, [f"user{v} {balance}", history]


@family
def shape_enum(v):
    radius, width, height = v + 1, v + 2, 3
    src = lines(
        "import Foundation",
        "enum Shape {",
        "    case circle(radius: Double)",
        "    case rectangle(width: Double, height: Double)",
        "    var area: Double {",
        "        switch self {",
        "        case .circle(let r): return Double.pi * r * r",
        "        case .rectangle(let w, let h): return w * h",
        "        }",
        "    }",
        "}",
        f"let shapes: [Shape] = [.circle(radius: {radius}), .rectangle(width: {width}, height: {height})]",
        "for shape in shapes {",
        '    print(String(format: "%.3f", shape.area))',
        "}")
    import math
    return src, ["%.3f" % (math.pi * radius * radius), "%.3f" % float(width * height)]


@family
def protocol_extension(v):
    names = ["Ada", "Linus", "Grace", "Ken", "Barbara"]
    name = names[v]
    src = lines(
        "protocol Greeter {",
        "    var name: String { get }",
        "}",
        "extension Greeter {",
        '    func greet() -> String { "Hello, \\(name)!" }',
        "    func shout() -> String { greet().uppercased() }",
        "}",
        "struct Person: Greeter { let name: String }",
        f'let person = Person(name: "{name}")',
        "print(person.greet())",
        "print(person.shout())")
    return src, [f"Hello, {name}!", f"HELLO, {name.upper()}!"]


@family
def generic_stack(v):
    pushes = list(range(1, 4 + v))
    src = lines(
        "struct Stack<Element> {",
        "    private var items: [Element] = []",
        "    mutating func push(_ item: Element) { items.append(item) }",
        "    mutating func pop() -> Element? { items.popLast() }",
        "    var count: Int { items.count }",
        "}",
        "var stack = Stack<Int>()",
        f"for value in {pushes} {{ stack.push(value * value) }}",
        "var popped: [Int] = []",
        "while let top = stack.pop() { popped.append(top) }",
        "print(popped)",
        'print("left:", stack.count)')
    return src, ["[" + ", ".join(str(p * p) for p in reversed(pushes)) + "]", "left: 0"]


@family
def closures_map_filter(v):
    values = [v + i * 3 for i in range(6)]
    threshold = v + 6
    src = lines(
        f"let values = {values}",
        f"let big = values.filter {{ $0 > {threshold} }}",
        "let labels = big.map { \"#\\($0)\" }",
        "let product = values.prefix(3).reduce(1) { $0 * max($1, 1) }",
        "print(labels.joined(separator: \",\"))",
        "print(\"product:\", product)")
    big = [x for x in values if x > threshold]
    product = 1
    for x in values[:3]:
        product *= max(x, 1)
    return src, [",".join(f"#{x}" for x in big), f"product: {product}"]


@family
def error_handling(v):
    inputs = ["12", "x" + str(v), str(-v - 1), str(100 + v)]
    src = lines(
        "enum ParseError: Error, CustomStringConvertible {",
        "    case notANumber(String)",
        "    case negative(Int)",
        "    var description: String {",
        "        switch self {",
        '        case .notANumber(let text): return "not a number: \\(text)"',
        '        case .negative(let n): return "negative: \\(n)"',
        "        }",
        "    }",
        "}",
        "func parse(_ text: String) throws -> Int {",
        "    guard let n = Int(text) else { throw ParseError.notANumber(text) }",
        "    guard n >= 0 else { throw ParseError.negative(n) }",
        "    return n",
        "}",
        "for text in [" + ", ".join(f'"{t}"' for t in inputs) + "] {",
        "    do {",
        '        print("ok", try parse(text))',
        "    } catch {",
        '        print("error", error)',
        "    }",
        "}")
    out = []
    for t in inputs:
        try:
            n = int(t)
        except ValueError:
            out.append(f"error not a number: {t}")
            continue
        out.append(f"error negative: {n}" if n < 0 else f"ok {n}")
    return src, out


@family
def string_formatting(v):
    prices = [(f"item{i}", 1.25 * (i + 1) + v) for i in range(3)]
    src = lines(
        "import Foundation",
        "let prices: [(String, Double)] = [" + ", ".join(f'("{n}", {p})' for n, p in prices) + "]",
        "for (name, price) in prices {",
        '    let line = name.padding(toLength: 8, withPad: " ", startingAt: 0) + String(format: " %8.2f", price)',
        '    print(line.replacingOccurrences(of: " ", with: "."))',
        "}",
        "let total = prices.map(\\.1).reduce(0, +)",
        'print(String(format: "total %.1f", total))')
    out = [("%-8s %8.2f" % (n, p)).replace(" ", ".") for n, p in prices]
    out.append("total %.1f" % sum(p for _, p in prices))
    return src, out


@family
def dictionary_grouping(v):
    words = ["apple", "avocado", "banana", "blueberry", "cherry", "cranberry", "date"][: 4 + v % 4]
    src = lines(
        "let words = [" + ", ".join(f'"{w}"' for w in words) + "]",
        "let groups = Dictionary(grouping: words) { $0.first! }",
        "for key in groups.keys.sorted() {",
        '    print(key, groups[key]!.joined(separator: "+"))',
        "}")
    groups = {}
    for w in words:
        groups.setdefault(w[0], []).append(w)
    return src, [f"{k} {'+'.join(groups[k])}" for k in sorted(groups)]


@family
def class_inheritance(v):
    legs = 4 + v % 2 * 2
    src = lines(
        "class Animal {",
        "    let name: String",
        "    init(name: String) { self.name = name }",
        '    func sound() -> String { "..." }',
        '    func describe() -> String { "\\(name) says \\(sound())" }',
        "}",
        "final class Dog: Animal {",
        '    override func sound() -> String { "woof" }',
        "}",
        "final class Insect: Animal {",
        f"    let legs = {legs}",
        '    override func describe() -> String { super.describe() + " on \\(legs) legs" }',
        "}",
        f'let animals: [Animal] = [Dog(name: "Rex{v}"), Insect(name: "Bee"), Animal(name: "Thing")]',
        "animals.forEach { print($0.describe()) }")
    return src, [f"Rex{v} says woof", f"Bee says ... on {legs} legs", "Thing says ..."]


@family
def optional_chaining(v):
    src = lines(
        "struct Address { var city: String? }",
        "struct User { var name: String; var address: Address? }",
        "let users = [",
        f'    User(name: "a{v}", address: Address(city: "Izmir")),',
        '    User(name: "b", address: Address(city: nil)),',
        '    User(name: "c", address: nil),',
        "]",
        "for user in users {",
        '    print(user.name, user.address?.city ?? "unknown", user.address?.city?.count ?? -1)',
        "}")
    return src, [f"a{v} Izmir 5", "b unknown -1", "c unknown -1"]


@family
def recursion_fib(v):
    n = 10 + v * 3
    src = lines(
        "func fibonacci(_ n: Int) -> Int {",
        "    var (a, b) = (0, 1)",
        "    for _ in 0..<n { (a, b) = (b, a + b) }",
        "    return a",
        "}",
        "func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }",
        f'print("fib({n}) =", fibonacci({n}))',
        f'print("{v + 5}! =", factorial({v + 5}))')
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    f = 1
    for i in range(2, v + 6):
        f *= i
    return src, [f"fib({n}) = {a}", f"{v + 5}! = {f}"]


@family
def equatable_comparable(v):
    versions = [(1, v, 0), (1, 2, 3), (0, 9, v), (2, 0, 0)]
    src = lines(
        "struct Version: Comparable, CustomStringConvertible {",
        "    let major: Int, minor: Int, patch: Int",
        "    static func < (l: Version, r: Version) -> Bool {",
        "        (l.major, l.minor, l.patch) < (r.major, r.minor, r.patch)",
        "    }",
        '    var description: String { "\\(major).\\(minor).\\(patch)" }',
        "}",
        "let versions = [" + ", ".join(f"Version(major: {a}, minor: {b}, patch: {c})" for a, b, c in versions) + "]",
        "print(versions.sorted().map(\\.description).joined(separator: \" < \"))",
        'print("newest", versions.max()!)')
    s = sorted(versions)
    return src, [" < ".join(f"{a}.{b}.{c}" for a, b, c in s), "newest {}.{}.{}".format(*max(versions))]


@family
def generic_constraint(v):
    ints = [v + 3, 1, 7, v * 2]
    words = ["pear", "fig", "kiwi" + "i" * v]
    src = lines(
        "func largest<T: Comparable>(_ items: [T]) -> T? {",
        "    guard var best = items.first else { return nil }",
        "    for item in items.dropFirst() where item > best { best = item }",
        "    return best",
        "}",
        "func describe<T: CustomStringConvertible>(_ items: [T]) -> String {",
        '    items.map(\\.description).joined(separator: "|")',
        "}",
        f"let numbers = {ints}",
        "let words = [" + ", ".join(f'"{w}"' for w in words) + "]",
        'print(largest(numbers)!, largest(words)!, largest([Int]()) == nil)',
        "print(describe(numbers))")
    return src, [f"{max(ints)} {max(words)} true", "|".join(map(str, ints))]


@family
def enum_raw_values(v):
    src = lines(
        "enum Planet: Int, CaseIterable {",
        "    case mercury = 1, venus, earth, mars",
        '    var label: String { "\\(self)".capitalized }',
        "}",
        "import Foundation",
        f"let chosen = Planet(rawValue: {v % 4 + 1})!",
        'print("chosen:", chosen, chosen.rawValue)',
        "for planet in Planet.allCases where planet.rawValue % 2 == 0 {",
        "    print(planet.label)",
        "}",
        f'print(Planet(rawValue: {9 + v}) == nil ? "none" : "some")')
    names = ["mercury", "venus", "earth", "mars"]
    return src, [f"chosen: {names[v % 4]} {v % 4 + 1}", "Venus", "Mars", "none"]


@family
def struct_mutation(v):
    steps = 3 + v
    src = lines(
        "struct Counter {",
        "    private(set) var value = 0",
        "    mutating func increment(by amount: Int = 1) { value += amount }",
        "    mutating func reset() { value = 0 }",
        "}",
        "var a = Counter()",
        f"for step in 1...{steps} {{ a.increment(by: step) }}",
        "var b = a",
        "b.increment()",
        'print("a =", a.value, "b =", b.value)',
        "b.reset()",
        'print("after reset a =", a.value, "b =", b.value)')
    total = steps * (steps + 1) // 2
    return src, [f"a = {total} b = {total + 1}", f"after reset a = {total} b = 0"]


@family
def closure_capture(v):
    start, step = v, v + 2
    src = lines(
        "func makeCounter(start: Int, step: Int) -> () -> Int {",
        "    var current = start",
        "    return {",
        "        current += step",
        "        return current",
        "    }",
        "}",
        f"let next = makeCounter(start: {start}, step: {step})",
        "let other = makeCounter(start: 100, step: 1)",
        "print(next(), next(), other(), next())")
    return src, [f"{start + step} {start + 2 * step} 101 {start + 3 * step}"]


@family
def set_operations(v):
    a = set(range(v, v + 6))
    b = set(range(v + 3, v + 9))
    src = lines(
        f"let a: Set = {sorted(a)}",
        f"let b: Set = {sorted(b)}",
        'print("union", a.union(b).sorted())',
        'print("both", a.intersection(b).sorted())',
        'print("only a", a.subtracting(b).sorted())',
        'print("disjoint", a.isDisjoint(with: [100, 200]))')

    def fmt(s):
        return "[" + ", ".join(map(str, sorted(s))) + "]"
    return src, [f"union {fmt(a | b)}", f"both {fmt(a & b)}", f"only a {fmt(a - b)}", "disjoint true"]


@family
def string_processing(v):
    text = ["swift is fun", "hello world again", "the quick brown fox", "a b c d", "lessons in three languages"][v]
    src = lines(
        f'let text = "{text}"',
        "let words = text.split(separator: \" \")",
        "print(words.count, text.count)",
        "print(words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: \" \"))",
        "print(String(text.reversed()))",
        "print(text.filter { \"aeiou\".contains($0) }.count)")
    words = text.split(" ")
    return src, [f"{len(words)} {len(text)}", " ".join(w[:1].upper() + w[1:] for w in words), text[::-1],
                 str(sum(1 for c in text if c in "aeiou"))]


@family
def protocol_polymorphism(v):
    side, radius = v + 2, v + 1
    src = lines(
        "import Foundation",
        "protocol Shape {",
        "    var name: String { get }",
        "    func area() -> Double",
        "}",
        "extension Shape {",
        '    func summary() -> String { "\\(name): " + String(format: "%.2f", area()) }',
        "}",
        "struct Square: Shape { let side: Double; let name = \"square\"; func area() -> Double { side * side } }",
        "struct Circle: Shape { let radius: Double; let name = \"circle\"; func area() -> Double { .pi * radius * radius } }",
        f"let shapes: [any Shape] = [Square(side: {side}), Circle(radius: {radius})]",
        "shapes.forEach { print($0.summary()) }",
        'print(String(format: "%.1f", shapes.map { $0.area() }.reduce(0, +)))')
    import math
    a1, a2 = float(side * side), math.pi * radius * radius
    return src, ["square: %.2f" % a1, "circle: %.2f" % a2, "%.1f" % (a1 + a2)]


@family
def result_type(v):
    src = lines(
        "enum LoadError: Error { case missing, empty }",
        "func load(_ key: String, from store: [String: String]) -> Result<String, LoadError> {",
        "    guard let value = store[key] else { return .failure(.missing) }",
        "    return value.isEmpty ? .failure(.empty) : .success(value)",
        "}",
        f'let store = ["name": "coursec{v}", "blank": ""]',
        'for key in ["name", "blank", "other"] {',
        "    switch load(key, from: store) {",
        '    case .success(let value): print(key, "=", value)',
        '    case .failure(let error): print(key, "failed:", error)',
        "    }",
        "}")
    return src, [f"name = coursec{v}", "blank failed: empty", "other failed: missing"]


@family
def matrix_loops(v):
    n = 3 + v % 3
    src = lines(
        f"let size = {n}",
        "var grid = [[Int]](repeating: [Int](repeating: 0, count: size), count: size)",
        "for row in 0..<size {",
        "    for column in 0..<size { grid[row][column] = row * size + column }",
        "}",
        "for row in grid { print(row.map { String($0) }.joined(separator: \" \")) }",
        "let diagonal = (0..<size).map { grid[$0][$0] }.reduce(0, +)",
        'print("diagonal", diagonal)')
    out = [" ".join(str(r * n + c) for c in range(n)) for r in range(n)]
    out.append(f"diagonal {sum(r * n + r for r in range(n))}")
    return src, out


@family
def lazy_sequence(v):
    count = 4 + v
    src = lines(
        "let squares = (1...).lazy.map { $0 * $0 }.filter { $0 % 3 == 1 }",
        f"print(Array(squares.prefix({count})))",
        "let firstBig = (1...1_000).first { $0 * $0 > 500 }!",
        'print("first square over 500:", firstBig)')
    res = []
    i = 1
    while len(res) < count:
        if (i * i) % 3 == 1:
            res.append(i * i)
        i += 1
    return src, ["[" + ", ".join(map(str, res)) + "]", "first square over 500: 23"]


@family
def switch_patterns(v):
    points = [(0, 0), (v + 1, 0), (0, -2), (3, 3), (v + 2, 5)]
    src = lines(
        "func classify(_ point: (Int, Int)) -> String {",
        "    switch point {",
        '    case (0, 0): return "origin"',
        '    case (_, 0): return "on x"',
        '    case (0, _): return "on y"',
        '    case let (x, y) where x == y: return "diagonal"',
        '    case let (x, y): return "at \\(x),\\(y)"',
        "    }",
        "}",
        "for point in [" + ", ".join(f"({x}, {y})" for x, y in points) + "] {",
        "    print(classify(point))",
        "}")
    out = []
    for x, y in points:
        if (x, y) == (0, 0):
            out.append("origin")
        elif y == 0:
            out.append("on x")
        elif x == 0:
            out.append("on y")
        elif x == y:
            out.append("diagonal")
        else:
            out.append(f"at {x},{y}")
    return src, out


@family
def inventory_sorting(v):
    items = [("bolt", 12 + v, 0.25), ("nut", 40, 0.1), ("gear", 3, 4.5 + v), ("spring", 7 * (v + 1), 0.75)]
    src = lines(
        "import Foundation",
        "struct Item { let name: String; let count: Int; let price: Double }",
        "let items = [" + ", ".join(f'Item(name: "{n}", count: {c}, price: {p})' for n, c, p in items) + "]",
        "let byValue = items.sorted { Double($0.count) * $0.price > Double($1.count) * $1.price }",
        "for item in byValue {",
        '    print(item.name.padding(toLength: 7, withPad: " ", startingAt: 0) + String(format: "%7.2f", Double(item.count) * item.price))',
        "}")
    s = sorted(items, key=lambda t: -(t[1] * t[2]))
    return src, [n.ljust(7) + "%7.2f" % (c * p) for n, c, p in s]


@family
def higher_order_functions(v):
    src = lines(
        "func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {",
        "    { g(f($0)) }",
        "}",
        f"let addSome: (Int) -> Int = {{ $0 + {v + 1} }}",
        "let double: (Int) -> Int = { $0 * 2 }",
        "let describe: (Int) -> String = { \"value \\($0)\" }",
        "let pipeline = compose(compose(addSome, double), describe)",
        "print((1...3).map(pipeline).joined(separator: \"; \"))")
    return src, ["; ".join(f"value {(i + v + 1) * 2}" for i in range(1, 4))]


@family
def defer_and_guard(v):
    src = lines(
        "var log: [String] = []",
        "func process(_ value: Int) -> Int? {",
        '    log.append("start \\(value)")',
        '    defer { log.append("end \\(value)") }',
        "    guard value % 2 == 0 else { return nil }",
        "    return value / 2",
        "}",
        f"let results = [{v + 1}, {v + 2}].map(process)",
        "print(results.map { $0.map(String.init) ?? \"nil\" })",
        "print(log.joined(separator: \", \"))")
    res, log = [], []
    for x in (v + 1, v + 2):
        log.append(f"start {x}")
        res.append(f'"{x // 2}"' if x % 2 == 0 else '"nil"')
        log.append(f"end {x}")
    return src, ["[" + ", ".join(res) + "]", ", ".join(log)]


@family
def queue_simulation(v):
    arrivals = [1 + v, 2, 2 + v, 1, 3]
    src = lines(
        "struct Queue<T> {",
        "    private var inbox: [T] = [], outbox: [T] = []",
        "    var isEmpty: Bool { inbox.isEmpty && outbox.isEmpty }",
        "    mutating func enqueue(_ item: T) { inbox.append(item) }",
        "    mutating func dequeue() -> T? {",
        "        if outbox.isEmpty { outbox = inbox.reversed(); inbox = [] }",
        "        return outbox.popLast()",
        "    }",
        "}",
        "var queue = Queue<String>()",
        f"for (index, count) in {arrivals}.enumerated() {{",
        '    for n in 0..<count { queue.enqueue("c\\(index)-\\(n)") }',
        "    if index % 2 == 1, let served = queue.dequeue() { print(\"served\", served) }",
        "}",
        "var left = 0",
        "while queue.dequeue() != nil { left += 1 }",
        'print("left", left)')
    q, out = [], []
    for index, count in enumerate(arrivals):
        q += [f"c{index}-{n}" for n in range(count)]
        if index % 2 == 1 and q:
            out.append(f"served {q.pop(0)}")
    out.append(f"left {len(q)}")
    return src, out


@family
def describe_function(v):
    values = [v, -v - 3, 0, 42 + v]
    src = lines(
        "func describe(_ value: Int) -> String {",
        "    switch value {",
        '    case ..<0: return "negative"',
        '    case 0: return "zero"',
        '    case 1...9: return "small"',
        '    default: return "large"',
        "    }",
        "}",
        f"for value in {values} {{ print(value, describe(value)) }}")
    def d(x):
        return "negative" if x < 0 else "zero" if x == 0 else "small" if x <= 9 else "large"
    return src, [f"{x} {d(x)}" for x in values]


@family
def custom_string_convertible(v):
    src = lines(
        "struct Temperature: CustomStringConvertible {",
        "    let celsius: Double",
        "    var fahrenheit: Double { celsius * 9 / 5 + 32 }",
        '    var description: String { "\\(celsius)°C = \\(fahrenheit)°F" }',
        "}",
        f"let readings = [{v * 10}.0, -40.0, 37.5].map(Temperature.init(celsius:))",
        "readings.forEach { print($0) }")

    def swift_double(x):
        text = repr(float(x))
        return text
    out = [f"{swift_double(c)}°C = {swift_double(c * 9 / 5 + 32)}°F" for c in (v * 10.0, -40.0, 37.5)]
    return src, out


@family
def account_protocol(v):
    src = lines(
        "protocol Account {",
        "    var id: Int { get }",
        "    var balance: Int { get set }",
        "}",
        "extension Account {",
        "    mutating func apply(_ changes: [Int]) { changes.forEach { balance += $0 } }",
        '    var status: String { balance < 0 ? "overdrawn" : "ok" }',
        "}",
        "struct Checking: Account { let id: Int; var balance: Int }",
        f"var account = Checking(id: {v + 1}, balance: {v * 5})",
        f"account.apply([10, -{30 + v}, 4])",
        'print("#\\(account.id)", account.balance, account.status)')
    bal = v * 5 + 10 - (30 + v) + 4
    return src, [f"#{v + 1} {bal} {'overdrawn' if bal < 0 else 'ok'}"]


@family
def word_frequency(v):
    text = "the cat and the hat and the bat sat" + " on the mat" * v
    src = lines(
        f'let text = "{text}"',
        "var counts: [String: Int] = [:]",
        "for word in text.split(separator: \" \") { counts[String(word), default: 0] += 1 }",
        "let top = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)",
        "for (word, count) in top { print(word, count) }")
    counts = {}
    for w in text.split(" "):
        counts[w] = counts.get(w, 0) + 1
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    return src, [f"{w} {c}" for w, c in top]


@family
def binary_search(v):
    data = list(range(3, 3 + 4 * (10 + v), 4))
    targets = [data[v], 5, data[-1], 1000]
    src = lines(
        "func search(_ items: [Int], for target: Int) -> Int? {",
        "    var low = 0, high = items.count - 1",
        "    while low <= high {",
        "        let middle = (low + high) / 2",
        "        if items[middle] == target { return middle }",
        "        if items[middle] < target { low = middle + 1 } else { high = middle - 1 }",
        "    }",
        "    return nil",
        "}",
        f"let data = Array(stride(from: 3, to: {3 + 4 * (10 + v)}, by: 4))",
        f"for target in {targets} {{",
        '    print(target, search(data, for: target).map { "at \\($0)" } ?? "absent")',
        "}")
    out = [f"{t} at {data.index(t)}" if t in data else f"{t} absent" for t in targets]
    return src, out


def main(argv):
    if len(argv) != 1:
        sys.exit("usage: write_corpus.py OUT_DIR")
    out = argv[0]
    os.makedirs(out, exist_ok=True)
    for name in os.listdir(out):
        if name.endswith((".swift", ".out")):
            os.remove(os.path.join(out, name))
    number = 0
    for variant in range(5):
        for make in FAMILIES:
            number += 1
            source, expected = make(variant)
            stem = os.path.join(out, f"{number:03d}-{make.__name__.replace('_', '-')}-{variant}")
            with open(stem + ".swift", "w", encoding="utf-8") as file:
                file.write(source)
            with open(stem + ".out", "w", encoding="utf-8") as file:
                file.write("\n".join(expected) + "\n")
    print(f"{number} programs in {out}")


if __name__ == "__main__":
    main(sys.argv[1:])
