import Foundation
import SwiftUI

/// A checkbox drawn by a custom toggle style: a button that flips the configuration's binding.
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            configuration.label
        }
        .onTapGesture { configuration.$isOn.wrappedValue.toggle() }
    }
}

/// A group box with its title above a rounded card.
struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding()
    }
}

/// A disclosure group whose title flips it open.
struct PlainDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                configuration.label
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

/// A menu style that keeps the system menu and tints it.
struct TintedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).tint(.orange)
    }
}

/// A primitive button style that keeps the system button and only adds a border.
struct OutlinedButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).border(Color.gray)
    }
}

/// A gauge drawn as a percentage.
struct PercentGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(Int(configuration.value * 100))%")
            configuration.currentValueLabel
        }
    }
}

/// A date picker that shows the chosen day under its title.
struct CaptionedDatePickerStyle: DatePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text(configuration.selection.formatted(date: .abbreviated, time: .omitted))
            if configuration.displayedComponents.contains(.hourAndMinute) {
                Text("with time")
            }
        }
    }
}

/// A form drawn as its sections, one under another.
struct StackedFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        ScrollView { configuration.content }
    }
}

/// A settings screen that uses every custom control style above.
struct StyledControlsScreen: View {
    @State private var isSubscribed = false
    @State private var showsDetails = true
    @State private var due = Date(timeIntervalSince1970: 0)

    var body: some View {
        Form {
            Toggle("Subscribe", isOn: $isSubscribed)
                .toggleStyle(CheckboxToggleStyle())
            GroupBox("Plan") { Text("Family") }
                .groupBoxStyle(CardGroupBoxStyle())
            DisclosureGroup("Details", isExpanded: $showsDetails) { Text("Renews monthly") }
            Menu("Sort") { Button("By name") {} }
                .menuStyle(TintedMenuStyle())
            Button("Save") {}
                .buttonStyle(OutlinedButtonStyle())
            Gauge(value: 0.4) { Text("Storage") }
                .gaugeStyle(PercentGaugeStyle())
            DatePicker("Due", selection: $due, displayedComponents: DatePicker<Text>.Components.date)
                .datePickerStyle(CaptionedDatePickerStyle())
        }
        .formStyle(StackedFormStyle())
    }
}

/// Alarm switches, one per alarm, and a master switch and picker over all of them.
struct Alarm: Identifiable {
    let id: Int
    var isOn: Bool
    var tone: String
}

/// Several sources edited by one control, and the other controls of iOS 16 and 17.
struct AlarmsScreen: View {
    @State private var alarms = [Alarm(id: 1, isOn: true, tone: "Bell"), Alarm(id: 2, isOn: false, tone: "Bell")]
    @State private var volume = 0.5
    @State private var days: Set<DateComponents> = []

    var body: some View {
        List {
            Toggle("All alarms", sources: $alarms, isOn: \.isOn)
            Picker("Tone", sources: $alarms, selection: \.tone) {
                Text("Bell").tag("Bell")
                Text("Chime").tag("Chime")
            }
            ForEach(alarms) { alarm in
                Text("Alarm \(alarm.id): \(alarm.isOn ? "on" : "off"), \(alarm.tone)")
            }
            Stepper("Volume", value: $volume, in: 0...1, step: 0.1, format: .percent)
            Slider(value: $volume, in: 0...1, onEditingChanged: { _ in }) { Text("Level") }
            Slider(value: $volume, in: 0...1) { Text("Balance") }
            Stepper(value: $volume, in: 0...1, step: 0.1) { Text("Gain") }
            Stepper(value: $volume, in: 0...1, step: 0.1, onEditingChanged: { _ in }) { Text("Trim") }
            MultiDatePicker("Days off", selection: $days)
            RenameButton()
            Button("Louder") { volume += 0.1 }
                .buttonRepeatBehavior(.enabled)
                .sensoryFeedback(.levelChange, trigger: volume)
            Menu("More") { Button("Reset") {} }
                .menuActionDismissBehavior(.disabled)
        }
    }
}

/// Controls titled with an asset catalog's image, as Xcode's generated symbols name them.
extension ImageResource {
    static let brandMark = ImageResource(name: "BrandMark", bundle: .main)
}

struct BrandedControlsScreen: View {
    @State private var isPinned = false
    @State private var size = "M"

    var body: some View {
        VStack {
            Button("Open", image: .brandMark) {}
            Toggle("Pinned", image: .brandMark, isOn: $isPinned)
            Picker("Size", image: .brandMark, selection: $size) {
                Text("M").tag("M")
            }
            Menu("Share", image: .brandMark) { Button("Copy") {} }
        }
    }
}
