/// What a test's runs of sherpa printed, standard output and error apart.
package final class Transcript {
    package var stdout = ""
    package var stderr = ""

    package init() {}
}
