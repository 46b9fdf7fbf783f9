#!/usr/bin/env bash
# Drives the built `sherpa quiz` through a real terminal (tmux) the way a learner types:
# a numbered answer, a typo that is refused and then corrected, a Backspace correction on
# the line, and a quit that keeps the answers. A second run must offer to resume.
# Assertions are made on what the terminal shows (tmux capture-pane).
#
#   scripts/quiz-tmux-test.sh              builds sherpa first
#   SHERPA_BIN=/path/to/sherpa scripts/quiz-tmux-test.sh
#
# In CI (CI is set) a missing tmux is installed with apt-get.
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"

if ! command -v tmux >/dev/null 2>&1; then
    if [ -n "${CI:-}" ] && command -v apt-get >/dev/null 2>&1; then
        SUDO=""
        if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
        $SUDO apt-get update -qq
        $SUDO apt-get install -y -qq tmux
    else
        echo "quiz-tmux-test: tmux is not installed (apt-get install tmux)." >&2
        exit 2
    fi
fi

SHERPA="${SHERPA_BIN:-}"
if [ -z "$SHERPA" ]; then
    swift build --package-path "$REPO" --product sherpa
    SHERPA="$(swift build --package-path "$REPO" --show-bin-path)/sherpa"
fi

# A throwaway course folder, so the run never touches the repository's own .sessions/.
WORK="$(mktemp -d)"
SESSION="sherpa-quiz-test-$$"
cleanup() {
    tmux kill-session -t "$SESSION" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT
mkdir -p "$WORK/sherpa"
cp "$REPO/sherpa/catalog.json" "$WORK/sherpa/"
cp -R "$REPO/sherpa/quizzes" "$WORK/sherpa/"
# Only numbered questions, so every step below is a choice.
printf 'quiz_type: multiple_choice\n' > "$WORK/.sherpa-config.yml"
DRAFT="$WORK/.sessions/ios-app-patterns/quiz-draft-section-2.json"

screen() { tmux capture-pane -p -t "$SESSION" -S -300; }

fail() {
    echo "FAIL: $1" >&2
    echo "----- terminal -----" >&2
    screen >&2 || true
    exit 1
}

# Waits until the terminal shows $1 (a fixed string), for up to 30 seconds.
wait_for() {
    local tries=0
    until screen | grep -qF -- "$1"; do
        tries=$((tries + 1))
        [ "$tries" -gt 150 ] && fail "the terminal never showed: $1"
        sleep 0.2
    done
}

start_quiz() {
    tmux kill-session -t "$SESSION" 2>/dev/null || true
    tmux new-session -d -s "$SESSION" -x 120 -y 50 -c "$WORK" \
        "'$SHERPA' quiz section-2; echo \"SHERPA-EXIT=\$?\"; sleep 600"
}

echo "1. a numbered answer"
start_quiz
wait_for "Question 1 of 6"
wait_for "Your answer:"
tmux send-keys -t "$SESSION" "1" Enter
wait_for "Question 2 of 6"
screen | grep -qE "^(Correct\.|Not correct\.)" || fail "no verdict after the numbered answer"

echo "2. a typo is refused and the question asked again"
tmux send-keys -t "$SESSION" "9" Enter
wait_for '"9" is not one of the choices. Type a number from 1 to 4'
screen | grep -qF "Question 3 of 6" && fail "the typo was counted as an answer"
tmux send-keys -t "$SESSION" "x" Enter
wait_for '"x" is not one of the choices.'

echo "3. a typo fixed with Backspace before Return"
tmux send-keys -t "$SESSION" "3" BSpace "2" Enter
wait_for "Question 3 of 6"

echo "4. q stops safely and keeps the answers"
tmux send-keys -t "$SESSION" "q" Enter
wait_for "Stopped after 2 of 6 questions. Your answers are saved"
wait_for "SHERPA-EXIT=0"
[ -f "$DRAFT" ] || fail "no saved answers at $DRAFT"
grep -qF '"input" : "1"' "$DRAFT" || fail "the first answer was not kept"
grep -qF '"input" : "2"' "$DRAFT" || fail "the corrected answer was not kept"
grep -qF '"input" : "9"' "$DRAFT" && fail "the refused typo was kept as an answer"
grep -qF '"input" : "32"' "$DRAFT" && fail "the Backspace correction did not reach sherpa"
grep -qF '"bestScore"' "$WORK/.sessions/ios-app-patterns/progress.json" && fail "a stopped quiz was scored"

echo "5. the next run resumes where the learner stopped"
start_quiz
wait_for "You stopped this quiz after 2 of 6 questions."
wait_for "Resume where you stopped? [Y/n]"
tmux send-keys -t "$SESSION" Enter
wait_for "Question 3 of 6"
tmux send-keys -t "$SESSION" "q" Enter
wait_for "SHERPA-EXIT=0"

echo "PASS: numbered input, a refused typo, a Backspace fix, quit and resume all behave at a real terminal."
