#!/usr/bin/env bash
# A real screen reader on a machine with no screen and no sound card, for orca.test.mjs:
#   session.sh start DIR URL CDP_PORT   Xvfb, a D-Bus session with the accessibility bus,
#                                       PulseAudio into a null sink (speech takes its real time),
#                                       speech-dispatcher with espeak-ng logging every utterance,
#                                       GNOME Orca, and Chromium on URL with a DevTools port
#   session.sh keys DIR KEY...          presses keys through the X server, so Orca hears them
#   session.sh stop DIR                 stops what start started, last first
# The Debian packages come from `cargo xtask setup` (READER_PACKAGES in xtask/src/setup.rs).
set -u
what=${1:?start, keys or stop}; dir=${2:?a folder for logs}; shift 2
case $what in
start)
  url=${1:?URL}; cdp=${2:-9333}
  rm -rf "$dir"; mkdir -p "$dir"/{home,xdg,speech,profile}; chmod 700 "$dir/xdg"; : > "$dir/pids"
  display=:$((90 + cdp % 9))
  cat > "$dir/env.sh" <<ENV
export DISPLAY=$display XDG_RUNTIME_DIR=$dir/xdg HOME=$dir/home GTK_MODULES=gail:atk-bridge ACCESSIBILITY_ENABLED=1 NO_AT_BRIDGE=0
[ -f $dir/dbus.env ] && . $dir/dbus.env
ENV
  . "$dir/env.sh"
  spawn() { "$@" >>"$dir/$(basename "$1").out" 2>&1 & echo $! >> "$dir/pids"; }
  spawn Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp; sleep 1
  dbus-launch --sh-syntax > "$dir/dbus.env"; . "$dir/dbus.env"; echo "$DBUS_SESSION_BUS_PID" >> "$dir/pids"
  for bus in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher; do
    [ -x "$bus" ] && { spawn "$bus" --launch-immediately; break; }
  done
  sleep 1
  gsettings set org.gnome.desktop.interface toolkit-accessibility true 2>/dev/null
  gsettings set org.gnome.desktop.a11y.applications screen-reader-enabled true 2>/dev/null
  spawn pulseaudio -n --daemonize=no --exit-idle-time=-1 -L module-native-protocol-unix \
    -L "module-null-sink sink_name=nowhere" -L module-always-sink
  sleep 1
  # speech-dispatcher's own settings, with the log that says when each utterance starts, ends
  # or is cancelled (level 5).
  conf=$HOME/.config/speech-dispatcher
  mkdir -p "$HOME/.config"; cp -r /etc/speech-dispatcher "$conf"
  sed -i -E '/^\s*(LogLevel|LogDir|AudioOutputMethod|DefaultModule|AddModule)\b/d' "$conf/speechd.conf"
  printf 'LogLevel 5\nLogDir "%s/speech"\nAudioOutputMethod "pulse"\nDefaultModule espeak-ng\nAddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n' \
    "$dir" >> "$conf/speechd.conf"
  spawn speech-dispatcher -s -t 0 -C "$conf"
  sleep 1
  spawn orca --debug-file="$dir/orca.log"
  sleep 3
  spawn chromium --force-renderer-accessibility --no-sandbox --user-data-dir="$dir/profile" \
    --no-first-run --disable-gpu --window-size=1280,900 --remote-debugging-port="$cdp" "$url"
  sleep 4
  xdotool windowfocus "$(xdotool search --onlyvisible --class chromium | head -1)" 2>/dev/null
  echo "reader started in $dir (DevTools on port $cdp)"
  ;;
keys)
  . "$dir/env.sh"
  for key in "$@"; do xdotool key --delay 60 "$key"; done
  ;;
stop)
  [ -f "$dir/pids" ] || exit 0
  for pid in $(tac "$dir/pids"); do kill "$pid" 2>/dev/null; done
  sleep 1
  for pid in $(tac "$dir/pids"); do kill -9 "$pid" 2>/dev/null; done
  : > "$dir/pids"
  ;;
*) echo "session.sh: start, keys or stop, not $what" >&2; exit 2 ;;
esac
