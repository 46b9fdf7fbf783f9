extension DatePicker {
    public typealias Components = DatePickerComponents
}
