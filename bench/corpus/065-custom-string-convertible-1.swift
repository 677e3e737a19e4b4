struct Temperature: CustomStringConvertible {
    let celsius: Double
    var fahrenheit: Double { celsius * 9 / 5 + 32 }
    var description: String { "\(celsius)°C = \(fahrenheit)°F" }
}
let readings = [10.0, -40.0, 37.5].map(Temperature.init(celsius:))
readings.forEach { print($0) }
