#!/bin/sh
# A small internet on this machine for live play's e2e test (nat.test.mjs): Linux network
# namespaces joined by virtual Ethernet pairs (iproute2), routers that translate addresses
# (nftables), and a STUN/TURN server (coturn), all of them Debian's.
#
#   ash-inet   "the internet": 203.0.113.1 on a bridge; the site (http) and coturn listen here
#   ash-rN     a home router, N = 1, 2: WAN 203.0.113.1N, LAN 10.N.0.1, masquerading its LAN
#   ash-hN     a device at home N: 10.N.0.2, its default route through ash-rN
#
# `nat-lab.sh up [easy|symmetric]` builds it (replacing any earlier one): `easy` routers keep a
# device's port for every destination (what most home routers do: STUN finds a way through),
# `symmetric` ones give each destination a random port (as many mobile carriers do: only a
# TURN relay gets through). `nat-lab.sh down` removes it all. Root only.
set -eu

NS="ash-inet ash-r1 ash-h1 ash-r2 ash-h2"

down() {
  for ns in $NS; do
    if ip netns pids "$ns" >/dev/null 2>&1; then
      for pid in $(ip netns pids "$ns"); do kill "$pid" 2>/dev/null || true; done
      ip netns del "$ns" 2>/dev/null || true
    fi
  done
}

in_ns() {
  ns=$1
  shift
  ip netns exec "$ns" "$@"
}

up() {
  mode=${1:-easy}
  down
  for ns in $NS; do
    ip netns add "$ns"
    in_ns "$ns" ip link set lo up
  done
  in_ns ash-inet ip link add br0 type bridge
  in_ns ash-inet ip addr add 203.0.113.1/24 dev br0
  in_ns ash-inet ip link set br0 up
  for n in 1 2; do
    # The router's WAN port, plugged into the internet's bridge.
    ip link add "wan$n" netns "ash-r$n" type veth peer name "port$n" netns ash-inet
    in_ns ash-inet ip link set "port$n" master br0 up
    in_ns "ash-r$n" ip addr add "203.0.113.1$n/24" dev "wan$n"
    in_ns "ash-r$n" ip link set "wan$n" up
    # The home's cable, from the router to the device.
    ip link add "lan$n" netns "ash-r$n" type veth peer name "eth$n" netns "ash-h$n"
    in_ns "ash-r$n" ip addr add "10.$n.0.1/24" dev "lan$n"
    in_ns "ash-r$n" ip link set "lan$n" up
    in_ns "ash-h$n" ip addr add "10.$n.0.2/24" dev "eth$n"
    in_ns "ash-h$n" ip link set "eth$n" up
    in_ns "ash-h$n" ip route add default via "10.$n.0.1"
    in_ns "ash-r$n" sysctl -q -w net.ipv4.ip_forward=1
    if [ "$mode" = symmetric ]; then
      nat="masquerade random"
    else
      nat="masquerade persistent"
    fi
    # As a home router: the LAN masqueraded, and nothing let in from the WAN but what answers
    # the LAN's own traffic (an unasked packet to the router is dropped, not answered).
    in_ns "ash-r$n" nft -f - <<EOF
table ip nat {
  chain postrouting {
    type nat hook postrouting priority srcnat;
    oifname "wan$n" $nat
  }
}
table inet filter {
  chain input {
    type filter hook input priority filter; policy accept;
    iifname "wan$n" ct state established,related accept
    iifname "wan$n" drop
  }
  chain forward {
    type filter hook forward priority filter; policy accept;
    iifname "wan$n" ct state established,related accept
    iifname "wan$n" drop
  }
}
EOF
  done
}

case "${1:-}" in
  up) up "${2:-easy}" ;;
  down) down ;;
  *)
    echo "usage: $0 up [easy|symmetric] | down" >&2
    exit 2
    ;;
esac
